import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EntityForm } from "~/components/console/entity-form";
import { EntityListPage, YesNoFilter } from "~/components/console/entity-list-page";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import {
  consoleAccountList,
  createAccount,
  readAccountFilter,
} from "~/services/catalogue/account-writes.server";
import { createEntityAction, entityListLoader } from "~/services/catalogue/entity-pages.server";
import { accountSchema } from "~/utils/console-forms";
import { consoleMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** GET /admin/accounts?q=&published=yes|no&page=: accounts (published or not), and the form for a new one. */
export function loader({ request }: LoaderFunctionArgs) {
  return entityListLoader(request, "account", readAccountFilter, consoleAccountList);
}

/** Creates an unpublished account and opens its page (screenshots, publishing). */
export function action(args: ActionFunctionArgs) {
  return createEntityAction(args, "account", accountSchema, createAccount);
}

export default function ConsoleAccounts() {
  const { t } = useTranslation();
  const { rows, filter, ...list } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EntityListPage
      kind="account"
      filter={filter}
      {...list}
      filters={
        <YesNoFilter
          name="published"
          value={filter.published}
          label={t("console.cheats.published")}
          any={t("console.cheats.anyPublished")}
          yes={t("console.cheats.yes")}
          no={t("console.cheats.no")}
        />
      }
      rows={rows.map((account) => ({
        ...account,
        meta: (
          <>
            {account.isPublished ? null : (
              <span className="rounded-md bg-surface-3 px-2 py-0.5 text-xs text-muted">
                {t("console.accounts.unpublished")}
              </span>
            )}
            <span className="text-xs text-muted">
              {t("console.accounts.screenshotCount", { count: account.screenshots })}
            </span>
          </>
        ),
      }))}
    >
      <EntityForm kind="account" answer={answer} />
    </EntityListPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
