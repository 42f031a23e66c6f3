import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

/** The brand mark: a crescent inside a hexagon, and the word mark. */
export function Logo() {
  const { t } = useTranslation();
  const localize = useLocalize();
  // The header and the footer both draw the mark: each gradient needs an id of its own.
  const gradient = `logo-${useId().replace(/:/g, "")}`;
  return (
    <Link to={localize("/")} className="group flex shrink-0 items-center gap-2.5" aria-label={t("brand")}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#9d85ff" />
            <stop offset="1" stopColor="#5b3df5" />
          </linearGradient>
        </defs>
        <path d="M16 1.5 29 9v14L16 30.5 3 23V9z" fill={`url(#${gradient})`} />
        <path d="M19.5 9.5a7 7 0 1 0 3 12.3A8.5 8.5 0 0 1 19.5 9.5z" fill="#0a0b12" />
      </svg>
      <span className="hidden font-display text-xl tracking-wide text-text transition group-hover:text-white min-[520px]:inline md:hidden lg:inline">
        NOCTURN
      </span>
    </Link>
  );
}
