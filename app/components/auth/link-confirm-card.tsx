import { Form, useNavigation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { FormCard, FormCardIcon } from "~/components/ui/form-card";

const KeyRound = icon("key-round");
const MailCheck = icon("mail-check");

/**
 * The page an e-mailed link opens (/auth/{token}, /auth/email/{token}): one button that posts.
 * Following a link by GET used to spend its token at once, so a mail scanner that prefetches
 * links burned it, and a page of another site could sign a visitor into someone else's account.
 */
export function LinkConfirmCard({ kind }: { kind: "signIn" | "changeEmail" }) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const keys = kind === "signIn" ? "auth.linkPage.signIn" : "auth.linkPage.changeEmail";
  return (
    <FormCard
      id="link-confirm-title"
      title={t(`${keys}.title`)}
      lead={t(`${keys}.lead`)}
      icon={
        <FormCardIcon>
          {kind === "signIn" ? <KeyRound aria-hidden /> : <MailCheck aria-hidden />}
        </FormCardIcon>
      }
    >
      <Form method="post" replace>
        <button type="submit" className="btn-primary w-full" disabled={busy} data-testid="link-confirm">
          {t(`${keys}.button`)}
        </button>
      </Form>
      <p className="mt-4 text-xs text-muted">{t("auth.linkPage.note")}</p>
    </FormCard>
  );
}
