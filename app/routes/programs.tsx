import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { HelperToolItems, SystemDownloadItems } from "~/components/catalogue/download-card";
import { HelpTabs } from "~/components/catalogue/help-tabs";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT } from "~/i18n/i18n.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  return data(
    { title: t("programs.metaTitle"), description: t("programs.metaDescription") },
    { headers: cacheHeaders(request) },
  );
}

/** /programs: download cards for the helper tools and system components, opened in a new tab. */
export default function ProgramsPage() {
  const { t } = useTranslation();
  return (
    <div className="container-page" data-testid="programs-page">
      <PageHeading title={t("programs.title")}>
        <p className="mt-3 max-w-2xl text-muted">{t("programs.intro")}</p>
      </PageHeading>
      <HelpTabs />
      {/* The downloads, named as the page: told apart from the help section's other lists. */}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t("programs.title")}>
        <HelperToolItems />
        <SystemDownloadItems />
      </ul>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
