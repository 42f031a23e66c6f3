import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContentForm } from "~/components/console/content-form";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleAccountList, createAccount } from "~/services/catalogue/account-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { accountSchema } from "~/utils/console-forms";
import { localizePath } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];

/** GET /admin/accounts: every account (published or not), and the form for a new one. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "catalogue.edit");
  const t = await fixedT(request);
  return {
    title: `${t("console.accounts.title")} — ${t("console.title")}`,
    accounts: await consoleAccountList(requestLang(request)),
    deleted: new URL(request.url).searchParams.get("deleted") === "1",
  };
}

/** Creates an unpublished account and opens its page (screenshots, publishing). */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const submission = parseWithZod(await request.formData(), { schema: accountSchema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const attempt = await attemptConsoleWrite(() =>
    createAccount(consoleContext(user, context.clientIp), submission.value),
  );
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code };
  throw redirect(`${localizePath(`/admin/accounts/${attempt.value}`, requestLang(request))}?created=1`);
}

export default function ConsoleAccounts() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { accounts, deleted } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-display text-3xl text-text">{t("console.accounts.title")}</h1>
        <p className="mt-2 max-w-2xl text-sm text-muted">{t("console.accounts.lead")}</p>
      </header>
      {deleted ? (
        <p role="status" className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green">
          {t("console.accounts.deleted")}
        </p>
      ) : null}
      <ul className="card divide-y divide-line" data-testid="console-accounts">
        {accounts.map((account) => (
          <li key={account.id} className="flex items-center gap-3 p-3" data-testid="console-account">
            {account.preview ? (
              <img
                src={account.preview}
                alt=""
                width={36}
                height={48}
                loading="lazy"
                className="h-12 w-9 rounded-md object-cover"
              />
            ) : (
              <span className="h-12 w-9 rounded-md bg-surface-3" />
            )}
            <Link
              to={localize(`/admin/accounts/${account.id}`)}
              className="min-w-0 flex-1 truncate font-semibold text-text hover:text-accent-hover"
            >
              {account.name ?? account.slug}
            </Link>
            {account.isPublished ? null : (
              <span className="rounded-md bg-surface-3 px-2 py-0.5 text-xs text-muted">
                {t("console.accounts.unpublished")}
              </span>
            )}
            <span className="text-xs text-muted">
              {t("console.accounts.screenshotCount", { count: account.screenshots })}
            </span>
          </li>
        ))}
      </ul>
      <section className="space-y-3">
        <h2 className="font-display text-xl text-text">{t("console.accounts.new")}</h2>
        <ContentForm
          kind="account"
          result={actionData?.result}
          error={actionData?.error}
          submitLabel={t("console.accounts.create")}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
