import { useTranslation } from "~/i18n/react";
import { Modal } from "~/components/ui/modal";
import { WalletForm } from "./wallet-form";

/** The header's top-up modal window, fetched with its form on first open (wallet-button.tsx). */
export default function WalletWindow({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("wallet.title")}
      description={t("wallet.lead")}
      testId="wallet-dialog"
    >
      <WalletForm id="wallet-modal" />
    </Modal>
  );
}
