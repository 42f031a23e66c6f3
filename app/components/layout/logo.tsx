import { Link } from "@remix-run/react";
import brandMark from "~/assets/brand/nocturn.svg";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

/** The brand mark: a crescent inside a hexagon, and the word mark. */
export function Logo() {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Link to={localize("/")} className="group flex shrink-0 items-center gap-2.5" aria-label={t("brand")}>
      {/* One cached file (the favicon too) instead of its drawing twice in every page's HTML. */}
      <img src={brandMark} alt="" width={32} height={32} className="size-8" />
      <span className="logo-word">NOCTURN</span>
    </Link>
  );
}
