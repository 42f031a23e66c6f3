import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { EntityEditPage } from "~/components/console/entity-edit-page";
import { EntityForm } from "~/components/console/entity-form";
import { GalleryEditor } from "~/components/console/gallery-editor";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { accountForm, deleteAccount, updateAccount } from "~/services/catalogue/account-writes.server";
import { entityEditAction, entityEditLoader } from "~/services/catalogue/entity-pages.server";
import { galleryFormAction, isGalleryIntent } from "~/services/catalogue/gallery-form.server";
import { accountSchema } from "~/utils/console-forms";
import { consoleMeta } from "~/utils/meta";
import { pictureErrorOf } from "~/utils/upload-errors";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = consoleMeta;

export async function loader(args: LoaderFunctionArgs) {
  const page = await entityEditLoader(args, accountForm, ["created", "screenshot"]);
  return {
    title: page.title,
    id: page.id,
    account: page.entity,
    notice: page.notice,
    screenshotError: pictureErrorOf(page.query, "screenshot"),
  };
}

/**
 * Saves the account's form, orders or removes a screenshot (the gallery's `gallery-*` intents),
 * or deletes the account (refused while purchases name it).
 */
export function action(args: ActionFunctionArgs) {
  return entityEditAction(args, "account", {
    schema: accountSchema,
    update: updateAccount,
    remove: deleteAccount,
    other: {
      accepts: isGalleryIntent,
      run: (formData, id, user, clientIp) => galleryFormAction(formData, "account", id, user, clientIp),
    },
  });
}

export default function ConsoleAccount() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { id, account, notice, screenshotError } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <EntityEditPage
      kind="account"
      input={account.input}
      notice={notice && t(`console.accounts.notice.${notice}`)}
      answer={answer}
      hint={
        account.input.isPublished ? null : (
          <p className="text-sm text-muted">{t("console.accounts.unpublishedHint")}</p>
        )
      }
    >
      <GalleryEditor
        pictures={account.screenshots}
        uploadAction={localize(`/admin/accounts/${id}/screenshots`)}
        error={screenshotError}
        lead={t("console.accounts.screenshotsLead")}
        testId="console-account-screenshots"
      />

      <EntityForm kind="account" values={account.input} answer={answer} />
    </EntityEditPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
