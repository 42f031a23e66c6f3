import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { HelperToolItems, SystemDownloadItems } from "~/components/catalogue/download-card";
import { HelpTabs, SupportButton } from "~/components/catalogue/help-tabs";
import { ProtectionSteps } from "~/components/help/protection-steps";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { protectionGuides } from "~/content/downloads";
import { requestLang } from "~/i18n/i18n.server";
import { getSettings } from "~/services/settings.server";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";

const AlertTriangle = icon("triangle-exclamation-point");
const ChevronDown = icon("chevron-down");
const PlayCircle = icon("circle-play");
const ShieldOff = icon("shield-off");

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.metaTitle, description: data.metaDescription }) : [];

/** /faq: the troubleshooting guide (downloads, Windows protection, helper tools) and the FAQ. */
export async function loader({ request }: LoaderFunctionArgs) {
  const settings = await getSettings(requestLang(request));
  return data(
    {
      metaTitle: settings.faqMetaTitle ?? "",
      metaDescription: settings.faqMetaDescription ?? "",
      videos: Object.fromEntries(protectionGuides.map((key) => [key, settings[`faqVideo_${key}`] || null])),
    },
    { headers: cacheHeaders(request) },
  );
}

export default function FaqPage() {
  const { videos } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const items = t("faq.items", { returnObjects: true }) as { id?: string; q: string; a: string }[];
  // The intro speaks of videos only when at least one guide has one set.
  const anyVideo = protectionGuides.some((key) => videos[key]);
  return (
    <div className="container-page" data-testid="faq-page">
      <PageHeading title={t("faq.title")}>
        <SupportButton className="mt-6" />
      </PageHeading>
      <HelpTabs />

      <section className="mt-10" aria-labelledby="faq-step1-title" data-testid="faq-step1">
        <h2 id="faq-step1-title" className="font-display text-2xl text-text">
          {t("faq.step1")}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">{t("faq.step1Text")}</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SystemDownloadItems />
        </ul>
      </section>

      <section className="mt-12" aria-labelledby="faq-step2-title" data-testid="faq-step2">
        <h2 id="faq-step2-title" className="font-display text-2xl text-text">
          {t("faq.step2")}
        </h2>
        <p className="mt-2 max-w-3xl text-muted" data-testid="faq-step2-intro">
          {t(anyVideo ? "faq.step2TextVideo" : "faq.step2Text")}
        </p>
        <ul className="mt-5 grid gap-4 md:grid-cols-2">
          {protectionGuides.map((key) => (
            <li key={key} className="card flex flex-col p-5" data-testid="protection-guide" data-guide={key}>
              <h3 id={`guide-${key}`} className="flex items-center gap-2.5 font-semibold text-text">
                <ShieldOff className="size-5 shrink-0 text-accent" aria-hidden />
                {t(`faq.videos.${key}.title`)}
              </h3>
              {videos[key] ? (
                <>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
                    {t(`faq.videos.${key}.text`)}
                  </p>
                  <a
                    href={videos[key]!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent"
                  >
                    <PlayCircle className="size-4" aria-hidden />
                    {t("faq.watch")}
                  </a>
                </>
              ) : (
                // No video for this guide: the steps themselves, one illustrated card each.
                <ProtectionSteps guide={key} labelledBy={`guide-${key}`} />
              )}
            </li>
          ))}
        </ul>
        <p
          className="mt-5 flex gap-2.5 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm leading-relaxed text-text/90"
          role="note"
          data-testid="faq-warning"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {t("faq.warning")}
        </p>
      </section>

      <section className="mt-12" aria-labelledby="faq-tools-title" data-testid="faq-tools">
        <h2 id="faq-tools-title" className="font-display text-2xl text-text">
          {t("faq.tools")}
        </h2>
        <p className="mt-2 max-w-3xl text-muted">{t("faq.toolsText")}</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <HelperToolItems />
        </ul>
      </section>

      <section className="mt-12" aria-labelledby="faq-questions-title" data-testid="faq-questions">
        <h2 id="faq-questions-title" className="font-display text-2xl text-text">
          {t("faq.faqTitle")}
        </h2>
        <div className="card mt-5 divide-y divide-line">
          {items.map((item) => (
            <details key={item.q} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-text [&::-webkit-details-marker]:hidden">
                {item.q}
                <ChevronDown
                  className="size-4 shrink-0 text-muted transition group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              {/* The assistant cites a rule by this anchor: the browser opens the answer it lands in,
                  stopping low enough for the sticky header to leave its question in view. */}
              <p
                id={item.id ? `faq-${item.id}` : undefined}
                className="mt-3 scroll-mt-40 text-sm leading-relaxed text-muted"
              >
                {item.a}
              </p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
