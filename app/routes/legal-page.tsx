import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { PageHeading } from "~/components/page-heading";
import { PaymentLogos } from "~/components/payment-logos";
import { legalPages } from "~/content/legal-pages";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requestLang } from "~/i18n/i18n.server";
import { resources } from "~/i18n/resources.server";
import { stripLangPrefix } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { notFound } from "~/services/catalogue/not-found.server";

const AlertTriangle = icon("triangle-exclamation-point");

type Section = { heading: string; paragraphs: string[]; items?: string[] };

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.doc.metaTitle, description: data.doc.metaDescription }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const path = stripLangPrefix(new URL(request.url).pathname) as keyof typeof legalPages;
  const key = legalPages[path];
  if (!key) return notFound(request);
  const doc = resources[requestLang(request)].legal[key];
  return {
    key,
    doc: {
      metaTitle: doc.metaTitle,
      metaDescription: doc.metaDescription,
      title: doc.title,
      warning: "warning" in doc ? doc.warning : null,
      logosTitle: "logosTitle" in doc ? doc.logosTitle : null,
      sections: doc.sections as Section[],
    },
  };
}

export default function LegalPage() {
  const { doc, key } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="container-page max-w-4xl [overflow-wrap:anywhere]" data-testid={`legal-${key}`}>
      <PageHeading title={doc.title} eyebrow={t("nav.documentation")} />
      {doc.warning ? (
        <aside
          role="note"
          data-testid="legal-warning"
          className="mb-8 flex gap-3 rounded-2xl border border-warning/40 bg-warning/10 p-4 text-sm leading-relaxed md:p-5"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
          <div>
            <p className="font-semibold text-warning">{t("legal.warningTitle")}</p>
            <p className="mt-1 text-text/90">{doc.warning}</p>
          </div>
        </aside>
      ) : null}
      {doc.logosTitle ? (
        <section className="card mb-8 p-5 md:p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-faint">{doc.logosTitle}</h2>
          <PaymentLogos className="mt-4" />
        </section>
      ) : null}
      <div className="card p-5 md:p-10">
        <nav aria-label={t("legal.onThisPage")} className="mb-8 border-b border-line pb-6">
          <p className="text-xs font-semibold uppercase tracking-wider text-faint">{t("legal.onThisPage")}</p>
          <ol className="mt-3 grid gap-1.5 text-sm md:grid-cols-2">
            {doc.sections.map((section, index) => (
              <li key={index}>
                <a href={`#section-${index + 1}`} className="text-muted transition hover:text-accent">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-shop">
          {doc.sections.map((section, index) => (
            <section key={index} id={`section-${index + 1}`}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, p) => (
                <p key={p}>{paragraph}</p>
              ))}
              {section.items?.length ? (
                <ul>
                  {section.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
