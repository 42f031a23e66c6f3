import { Link, useLocation } from "@remix-run/react";
import { Wallet } from "lucide-react";
import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { LoadingPart } from "~/components/ui/loading-part";
import { Modal } from "~/components/ui/modal";
import { useLocalize } from "~/utils/use-lang";

// The form (validation, prices) is fetched when the dialog first opens, not with every page.
const WalletForm = lazy(() => import("./wallet-form").then((m) => ({ default: m.WalletForm })));

/**
 * The header's wallet top-up button: a link to /steam that, once the page is interactive, opens
 * the top-up modal instead (SPEC §2.4).
 */
export function WalletButton() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <>
      <Link
        to={localize("/steam")}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="header-btn"
        aria-label={t("wallet.open")}
        title={t("wallet.open")}
        data-testid="header-wallet"
      >
        <Wallet className="size-4" aria-hidden />
      </Link>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t("wallet.title")}
        description={t("wallet.lead")}
        testId="wallet-dialog"
      >
        <Suspense fallback={<LoadingPart />}>
          <WalletForm id="wallet-modal" />
        </Suspense>
      </Modal>
    </>
  );
}
