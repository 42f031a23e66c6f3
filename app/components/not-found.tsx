import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocalize } from "~/utils/use-lang";

const Home = icon("house");

const WayOn = lazy(() => import("./not-found-way-on"));

/**
 * The not-found screen: "#404", a title and a button home (SPEC §2.2), and a way on — the shop's
 * search (a plain GET form, with or without JavaScript) and, where the page has them, the games
 * bought most this month. `forbidden` is its twin for a signed-in visitor without the right (the
 * console for a customer): "#403".
 */
export function NotFound({
  forbidden = false,
  popular = [],
}: {
  forbidden?: boolean;
  popular?: { to: string; title: string }[];
}) {
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
        {forbidden ? (
          <Link to={localize("/")} className="btn-primary mt-8">
            <Home className="size-4" aria-hidden />
            {t("notFound.home")}
          </Link>
        ) : (
          // A chunk of its own: every page's bundle carries this screen (the error boundary),
          // only a 404 needs the search and the list. Rendered whole on the server.
          <Suspense fallback={null}>
            <WayOn popular={popular} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
