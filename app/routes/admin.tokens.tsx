import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { createApiToken, listApiTokens, revokeApiToken } from "~/services/auth/api-tokens.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { apiTokenSchema } from "~/utils/console-forms";
import { formatStatusDate } from "~/utils/dates";
import { idSchema } from "~/utils/ids";
import { consoleMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = consoleMeta;

const tokenFormSchema = z.discriminatedUnion("intent", [
  apiTokenSchema.extend({ intent: z.literal("create") }),
  z.object({ intent: z.literal("revoke"), tokenId: idSchema }),
]);

/** GET /admin/tokens: the owner API's tokens (names, scopes, use), never their secrets. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "users.manage");
  const lang = requestLang(request);
  const t = await fixedT(request);
  const tokens = await listApiTokens();
  const date = (value: Date | null) => (value ? formatStatusDate(value, lang) : null);
  return {
    title: `${t("console.tokens.title")} — ${t("console.title")}`,
    tokens: tokens.map((token) => ({
      ...token,
      createdAt: date(token.createdAt)!,
      lastUsedAt: date(token.lastUsedAt),
      revokedAt: date(token.revokedAt),
    })),
  };
}

/** Creates a token (its secret is in this one answer) or revokes one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "users.manage");
  const submission = parseWithZod(await request.formData(), { schema: tokenFormSchema });
  if (submission.status !== "success") return { result: submission.reply(), secret: null, error: null };
  const ctx = consoleContext(user, context.clientIp);
  const { value } = submission;
  const attempt = await attemptConsoleWrite(async () => {
    if (value.intent === "create") return (await createApiToken(ctx, value)).secret;
    await revokeApiToken(ctx, value.tokenId);
    return null;
  });
  if (!attempt.ok) return { result: submission.reply(), secret: null, error: attempt.code };
  // A created token's form is emptied; its secret is in this one answer.
  return {
    result: submission.reply({ resetForm: attempt.value !== null }),
    secret: attempt.value,
    error: null,
  };
}

export default function ConsoleTokens() {
  const { t } = useTranslation();
  const { tokens } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: apiTokenSchema }),
    shouldRevalidate: "onBlur",
  });
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.tokens.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.tokens.lead")}</p>
      </header>

      {actionData?.secret ? (
        <div
          className="card space-y-2 border-status-green/40 p-5"
          role="status"
          data-testid="console-token-secret"
        >
          <p className="font-semibold text-text">{t("console.tokens.created")}</p>
          <code className="block break-all rounded-xl bg-surface-3 px-3 py-2 font-mono text-sm text-text">
            {actionData.secret}
          </code>
          <p className="text-xs text-muted">{t("console.tokens.shownOnce")}</p>
        </div>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${actionData.error}`)}
        </p>
      ) : null}

      <Form
        method="post"
        {...getFormProps(form)}
        className="card grid gap-4 p-5 sm:grid-cols-[1fr_auto_auto]"
      >
        <input type="hidden" name="intent" value="create" />
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.tokens.name")}
          <input
            {...getInputProps(fields.name, { type: "text" })}
            className="input"
            placeholder={t("console.tokens.namePlaceholder")}
            data-testid="console-token-name"
          />
          {fields.name.errors?.map((key) => (
            <span key={key} role="alert" className="text-sm font-normal text-status-red">
              {t(key)}
            </span>
          ))}
        </label>
        <label className="grid gap-1 text-sm font-medium text-text">
          {t("console.tokens.scope")}
          <select
            name={fields.scope.name}
            defaultValue="read"
            className="input"
            data-testid="console-token-scope"
          >
            <option value="read">{t("console.tokens.scopes.read")}</option>
            <option value="write">{t("console.tokens.scopes.write")}</option>
          </select>
        </label>
        <button type="submit" className="btn-primary min-h-11 self-end" data-testid="console-token-create">
          {t("console.tokens.create")}
        </button>
      </Form>

      {tokens.length ? (
        <ul className="card divide-y divide-line" data-testid="console-tokens">
          {tokens.map((token) => (
            <li
              key={token.id}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid="console-token"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-text">
                  {token.name}{" "}
                  <span className="ml-1 rounded bg-surface-3 px-1.5 py-0.5 text-xs font-normal text-muted">
                    {t(`console.tokens.scopes.${token.scope}`)}
                  </span>
                </p>
                <p className="text-xs text-muted">
                  {t("console.tokens.meta", { login: token.createdByLogin, date: token.createdAt })}
                  {" · "}
                  {token.lastUsedAt
                    ? t("console.tokens.lastUsed", { date: token.lastUsedAt })
                    : t("console.tokens.neverUsed")}
                </p>
              </div>
              {token.revokedAt ? (
                <span className="text-sm text-status-red" data-testid="console-token-revoked">
                  {t("console.tokens.revokedAt", { date: token.revokedAt })}
                </span>
              ) : (
                // An inline confirm that needs no JavaScript: the first click opens it.
                <details className="relative">
                  <summary className="btn-ghost min-h-11 cursor-pointer list-none text-sm">
                    {t("console.tokens.revoke")}
                  </summary>
                  <Form method="post" className="card absolute right-0 z-10 mt-2 grid w-64 gap-3 p-4 text-sm">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="tokenId" value={token.id} />
                    <p className="text-text">{t("console.tokens.revokeConfirm", { name: token.name })}</p>
                    <button
                      type="submit"
                      className="btn-primary bg-status-red"
                      data-testid="console-token-revoke"
                    >
                      {t("console.tokens.revoke")}
                    </button>
                  </Form>
                </details>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="card p-5 text-sm text-muted">{t("console.tokens.empty")}</p>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
