import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { HelpTabs, SupportButton } from "~/components/catalogue/help-tabs";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requestLang } from "~/i18n/i18n.server";
import { getProblem } from "~/services/catalogue/problems.server";
import { cacheHeaders } from "~/utils/http.server";
import { notFoundMeta, pageMeta } from "~/utils/meta";
import { canonicalUrl } from "~/utils/seo.server";
import { notFound } from "~/services/catalogue/not-found.server";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta({
          title: data.problem.localization.headTitle || data.problem.localization.title,
          description: data.problem.localization.headDescription,
        }),
      ]
    : notFoundMeta(matches);

/** /problem/{slug}: one known error with its fix; an unknown slug is the 404 page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const problem = await getProblem(requestLang(request), params.slug ?? "");
  if (!problem) return notFound(request);
  return data(
    { problem, canonical: canonicalUrl(request, `/problem/${problem.slug}`) },
    { headers: cacheHeaders(request) },
  );
}

export default function ProblemPage() {
  const { problem } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container-page max-w-4xl" data-testid="problem-page">
      <Breadcrumbs
        items={[{ label: t("nav.knownErrors"), to: "/problems" }, { label: problem.localization.title }]}
      />
      <h1 className="mb-6 mt-6 font-display text-3xl leading-tight text-text md:text-4xl">
        {problem.localization.title}
      </h1>
      <HelpTabs />
      <article
        className="card prose-shop mt-6 p-6 md:p-10"
        data-testid="problem-description"
        dangerouslySetInnerHTML={{ __html: problem.localization.description }}
      />
      <section className="mt-6 flex flex-col items-start gap-4 rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/20 to-surface p-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="font-display text-xl text-text">{t("problems.stillBroken")}</h2>
          <p className="mt-1 text-sm text-muted">{t("problems.stillBrokenText")}</p>
        </div>
        <SupportButton />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
