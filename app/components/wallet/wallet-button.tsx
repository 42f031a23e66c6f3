import { Link, useLocation } from "@remix-run/react";
import { icon } from "~/components/icons";
import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useFirstOpened } from "~/components/ui/first-opened";
import { useLocalize } from "~/utils/use-lang";

const Wallet = icon("wallet");

// The window and its form are fetched when the dialog first opens, not with every page.
const WalletWindow = lazy(() => import("./wallet-window"));

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
  const opened = useFirstOpened(open);
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
      {opened ? (
        <Suspense fallback={null}>
          <WalletWindow open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
