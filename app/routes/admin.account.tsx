import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentForm } from "~/components/console/content-form";
import { GalleryEditor } from "~/components/console/gallery-editor";
import { InlineConfirm } from "~/components/console/inline-confirm";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { accountForm, deleteAccount, updateAccount } from "~/services/catalogue/account-writes.server";
import { galleryFormAction, isGalleryIntent } from "~/services/catalogue/gallery-form.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { accountSchema } from "~/utils/console-forms";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { pictureErrorOf } from "~/utils/upload-errors";
import { useLang, useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  const account = id === null ? null : await accountForm(id);
  if (!account || id === null) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  return {
    title: `${account.input[requestLang(request)].name || account.input.slug} — ${t("console.title")}`,
    id,
    account,
    notice: query.get("created") ? "created" : query.get("screenshot") ? "screenshot" : null,
    screenshotError: pictureErrorOf(query, "screenshot"),
  };
}

/**
 * Saves the account's form, orders or removes a screenshot (the gallery's `gallery-*` intents),
 * or deletes the account (refused while purchases name it).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const ctx = consoleContext(user, context.clientIp);
  const intent = String(formData.get("intent") ?? "save");
  if (intent === "delete") {
    const attempt = await attemptConsoleWrite(() => deleteAccount(ctx, id));
    if (!attempt.ok) return { result: undefined, error: attempt.code, changed: null };
    throw redirect(`${localizePath("/admin/accounts", requestLang(request))}?deleted=1`);
  }
  if (isGalleryIntent(intent)) {
    const error = await galleryFormAction(formData, "account", id, user, context.clientIp);
    return { result: undefined, error, changed: null };
  }
  const submission = parseWithZod(formData, { schema: accountSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null, changed: null };
  const attempt = await attemptConsoleWrite(() => updateAccount(ctx, id, submission.value));
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code, changed: null };
  return { result: submission.reply(), error: null, changed: attempt.value };
}

export default function ConsoleAccount() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const lang = useLang();
  const { id, account, notice, screenshotError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // A refusal of a screenshot move or of the delete: the form shows only its own.
  const otherError = actionData && !actionData.result ? actionData.error : null;
  return (
    <div className="space-y-6">
      <Link to={localize("/admin/accounts")} className="text-sm text-muted hover:text-text">
        ← {t("console.accounts.back")}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-text">{account.input[lang].name || account.input.slug}</h1>
        <Link to={localize(`/account/${account.input.slug}`)} className="text-sm text-accent-hover underline">
          {t("console.accounts.view")}
        </Link>
      </header>
      {account.input.isPublished ? null : (
        <p className="text-sm text-muted">{t("console.accounts.unpublishedHint")}</p>
      )}
      {notice || typeof actionData?.changed === "number" ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="console-account-saved"
        >
          {/* A save answers on a page still showing an earlier notice's query: the save wins. */}
          {typeof actionData?.changed === "number"
            ? t("console.details.saved")
            : t(`console.accounts.notice.${notice}`)}
        </p>
      ) : null}
      {otherError ? (
        <p role="alert" className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red">
          {t(`console.errors.${otherError}`)}
        </p>
      ) : null}

      <GalleryEditor
        pictures={account.screenshots}
        uploadAction={localize(`/admin/accounts/${id}/screenshots`)}
        error={screenshotError}
        lead={t("console.accounts.screenshotsLead")}
        testId="console-account-screenshots"
      />

      <ContentForm
        kind="account"
        values={account.input}
        result={actionData?.result}
        error={actionData?.result ? actionData.error : null}
        submitLabel={t("console.details.submit")}
      />

      <InlineConfirm
        label={t("console.accounts.delete")}
        question={t("console.accounts.deleteConfirm")}
        fields={{ intent: "delete" }}
        testId="console-account-delete"
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
