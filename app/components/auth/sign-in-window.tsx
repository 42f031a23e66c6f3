import { useTranslation } from "~/i18n/react";
import { Modal } from "~/components/ui/modal";
import type { Provider } from "~/db/schema/users";
import { SignInForm } from "./sign-in-form";

/** The sign-in modal's window, fetched with its form on first open (sign-in-dialog.tsx). */
export default function SignInWindow({
  open,
  onOpenChange,
  providers,
  redirectTo,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  providers: Provider[];
  redirectTo?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("auth.signInTitle")}
      description={t("auth.signInLead")}
      testId="sign-in-dialog"
    >
      <SignInForm providers={providers} redirectTo={redirectTo} />
    </Modal>
  );
}
