import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { NotFound } from "./not-found";

/**
 * The boundary every page route re-exports: a 404 thrown by a loader shows the not-found
 * screen inside the site shell, in the page's language, a 403 its "no access" twin; anything
 * else a translated error.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <NotFound popular={(error.data as { popular?: { to: string; title: string }[] } | null)?.popular} />
    );
  if (isRouteErrorResponse(error) && error.status === 403) return <NotFound forbidden />;
  // A refused request (405, 415, 400) is the client's mistake, not a failure to report.
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  return (
    <section className="container-page grid min-h-[50vh] place-items-center py-16 text-center">
      <div className="max-w-md">
        <h1 className="font-display text-3xl">{t("error.title")}</h1>
        <p className="mt-3 text-muted">{t("error.text")}</p>
      </div>
    </section>
  );
}
