import { Link } from "@remix-run/react";
import { Home } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

/**
 * The not-found screen: "#404", a title and a button home (SPEC §2.2). `forbidden` is its twin
 * for a signed-in visitor without the right (the console for a customer): "#403".
 */
export function NotFound({ forbidden = false }: { forbidden?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <section
      className="container-page grid min-h-[60vh] place-items-center py-16 text-center"
      data-testid={forbidden ? "forbidden" : "not-found"}
    >
      <div className="max-w-lg">
        <p className="bg-gradient-to-b from-white to-accent bg-clip-text font-display text-7xl text-transparent md:text-8xl">
          {t(forbidden ? "forbidden.code" : "notFound.code")}
        </p>
        <h1 className="section-title mt-4">{t(forbidden ? "forbidden.title" : "notFound.title")}</h1>
        <p className="mt-3 text-muted">{t(forbidden ? "forbidden.text" : "notFound.text")}</p>
        <Link to={localize("/")} className="btn-primary mt-8">
          <Home className="size-4" aria-hidden />
          {t("notFound.home")}
        </Link>
      </div>
    </section>
  );
}
