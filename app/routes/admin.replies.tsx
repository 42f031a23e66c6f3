import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { InlineConfirm } from "~/components/console/inline-confirm";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import {
  deleteCannedReply,
  listCannedReplies,
  saveCannedReply,
} from "~/services/tickets/canned-replies.server";
import { CANNED_REPLY_MAX, CANNED_VARIABLES } from "~/utils/canned-replies";
import { cannedReplySchema } from "~/utils/console-forms";
import { idSchema } from "~/utils/ids";
import { consoleMeta } from "~/utils/meta";
import { readBody } from "~/utils/http.server";

export const meta: MetaFunction<typeof loader> = consoleMeta;

const formSchema = z.discriminatedUnion("intent", [
  cannedReplySchema.extend({ intent: z.literal("save"), id: idSchema.optional() }),
  z.object({ intent: z.literal("delete"), id: idSchema }),
]);

/** GET /admin/replies: the desk's canned replies, each in Russian and English. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "desk.manage");
  const t = await fixedT(request);
  return {
    title: `${t("console.replies.title")} — ${t("console.title")}`,
    replies: await listCannedReplies(),
  };
}

type FieldErrors = Partial<Record<"title" | "bodyRu" | "bodyEn", string[]>>;
interface ReplyFormResult {
  ok: boolean;
  formKey: string;
  fields: FieldErrors;
  values: Record<string, string>;
  error: string | null;
}

/** Adds, changes or deletes a reply; a refused form comes back with its values and errors. */
export async function action({ request, context }: ActionFunctionArgs): Promise<ReplyFormResult> {
  const user = await requireConsoleUser(request, "desk.manage");
  const body = await readBody(request);
  const parsed = formSchema.safeParse({ ...body, id: body.id || undefined });
  const formKey = String(body.id || "new");
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as keyof FieldErrors;
      (fields[key] ??= []).push(issue.message);
    }
    return { ok: false, formKey, fields, values: body as Record<string, string>, error: null };
  }
  const value = parsed.data;
  const ctx = consoleContext(user, context.clientIp);
  const attempt = await attemptConsoleWrite(async () => {
    if (value.intent === "delete") await deleteCannedReply(ctx, value.id);
    else await saveCannedReply(ctx, value);
  });
  if (!attempt.ok) return { ok: false, formKey, fields: {}, values: {}, error: attempt.code };
  return { ok: true, formKey, fields: {}, values: {}, error: null };
}

export default function ConsoleReplies() {
  const { t } = useTranslation();
  const { replies } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.replies.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.replies.lead")}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-xs text-muted">
          {CANNED_VARIABLES.map((name) => (
            <li key={name} className="rounded-lg bg-surface-3 px-2 py-1">
              <code className="text-text">{`{${name}}`}</code> — {t(`console.replies.variables.${name}`)}
            </li>
          ))}
        </ul>
      </header>

      <details className="card p-5" data-testid="console-reply-new">
        <summary className="btn-primary inline-flex cursor-pointer list-none">
          {t("console.replies.add")}
        </summary>
        <ReplyForm />
      </details>

      {replies.length ? (
        <ul className="space-y-3" data-testid="console-replies">
          {replies.map((reply) => (
            <li key={reply.id} className="card p-5" data-testid="console-reply">
              <details>
                <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-text" data-testid="console-reply-title">
                    {reply.title}
                  </span>
                  <span className="text-xs text-accent">{t("console.replies.edit")}</span>
                </summary>
                <ReplyForm reply={reply} />
              </details>
              <p className="mt-2 line-clamp-2 text-sm text-muted">{reply.bodyRu}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="card p-5 text-sm text-muted">{t("console.replies.empty")}</p>
      )}
    </div>
  );
}

/** The add form (no reply) or one reply's edit form, with delete behind a confirming <details>. */
function ReplyForm({ reply }: { reply?: { id: number; title: string; bodyRu: string; bodyEn: string } }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const key = String(reply?.id ?? "new");
  const mine = result?.formKey === key ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const value = (name: "title" | "bodyRu" | "bodyEn") => failed?.values[name] ?? reply?.[name] ?? "";
  // A saved new reply empties the add form (the key changes, so React starts it afresh).
  const formKey = mine?.ok && !reply ? `saved-${navigation.state}` : key;
  const field = (name: "title" | "bodyRu" | "bodyEn", multiline: boolean) => (
    <label className="grid gap-1 text-sm font-medium text-text">
      {t(`console.replies.fields.${name}`)}
      {multiline ? (
        <textarea
          name={name}
          rows={4}
          maxLength={CANNED_REPLY_MAX}
          defaultValue={value(name)}
          required
          className="input min-h-24"
          data-testid={`console-reply-${name}`}
        />
      ) : (
        <input
          name={name}
          maxLength={80}
          defaultValue={value(name)}
          required
          className="input"
          data-testid={`console-reply-${name}`}
        />
      )}
      {failed?.fields[name]?.map((error) => (
        <span key={error} role="alert" className="text-sm font-normal text-status-red">
          {t(error)}
        </span>
      ))}
    </label>
  );
  return (
    <div className="mt-4 space-y-3" key={formKey}>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="intent" value="save" />
        {reply ? <input type="hidden" name="id" value={reply.id} /> : null}
        {field("title", false)}
        <div className="grid gap-3 md:grid-cols-2">
          {field("bodyRu", true)}
          {field("bodyEn", true)}
        </div>
        {failed?.error ? (
          <p role="alert" className="text-sm text-status-red">
            {t(`console.errors.${failed.error}`)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary min-h-11" data-testid="console-reply-save">
            {t("console.replies.save")}
          </button>
          {mine?.ok ? (
            <span role="status" className="text-sm text-status-green">
              {t("console.replies.saved")}
            </span>
          ) : null}
        </div>
      </Form>
      {reply ? (
        <InlineConfirm
          label={t("console.replies.delete")}
          question={t("console.replies.deleteConfirm", { title: reply.title })}
          fields={{ intent: "delete", id: reply.id }}
          testId="console-reply-delete"
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
