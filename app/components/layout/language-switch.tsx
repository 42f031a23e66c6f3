import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { localizePath, type Lang } from "~/utils/lang";
import { useLang } from "~/utils/use-lang";

/** ENG / RUS: the same page in the other language (a full load brings that language's strings). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLang();
  const location = useLocation();
  const options: { lang: Lang; label: string; title: string }[] = [
    { lang: "en", label: t("header.eng"), title: t("header.switchToEnglish") },
    { lang: "ru", label: t("header.rus"), title: t("header.switchToRussian") },
  ];
  return (
    <nav
      aria-label={t("header.language")}
      className="flex rounded-xl border border-line bg-surface-2 p-0.5 text-xs font-semibold"
    >
      {options.map((o) =>
        o.lang === current ? (
          <span key={o.lang} aria-current="true" className="lang-option bg-accent-fill text-white">
            {o.label}
          </span>
        ) : (
          <Link
            key={o.lang}
            to={localizePath(location.pathname + location.search, o.lang)}
            reloadDocument
            hrefLang={o.lang}
            lang={o.lang}
            title={o.title}
            data-testid={`lang-${o.lang}`}
            className="lang-option text-muted transition hover:text-text"
          >
            {o.label}
          </Link>
        ),
      )}
    </nav>
  );
}
