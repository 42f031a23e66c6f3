import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { accountStockLabel, StockBadge } from "~/components/catalogue/account-card";
import { JsonLdScript } from "~/components/seo/json-ld";
import { offersOf, productLd } from "~/utils/structured-data";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { BuyBlock } from "~/components/catalogue/buy-block";
import { ProductLayout } from "~/components/catalogue/product-layout";
import { ExpandableHtml } from "~/components/catalogue/expandable-html";
import { Gallery } from "~/components/catalogue/gallery";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requestLang } from "~/i18n/i18n.server";
import { getAccount } from "~/services/catalogue/accounts.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { getSettings } from "~/services/settings.server";
import { buyRefusalOf } from "~/utils/buy";
import { cacheHeaders } from "~/utils/http.server";
import { notFoundMeta, pageMeta } from "~/utils/meta";
import { canonicalUrl, siteOrigin } from "~/utils/seo.server";
import { allowedEmbedUrl } from "~/utils/video-hosts";
import { notFound } from "~/services/catalogue/not-found.server";

const AlertTriangle = icon("triangle-exclamation-point");
const ExternalLink = icon("external-link");

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta({
          title: data.account.localization.headTitle || data.account.name,
          description: data.account.localization.headDescription,
        }),
      ]
    : notFoundMeta(matches);

/** /account/{slug}; an unknown slug is the 404 page (SPEC §2.2). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const found = await getAccount(lang, params.slug ?? "");
  if (!found) return notFound(request);
  const [account, settings] = await Promise.all([withBuyLinks(request, found, lang), getSettings(lang)]);
  const refusal = buyRefusalOf(new URL(request.url).searchParams);
  const canonical = canonicalUrl(request, account.to);
  return data(
    {
      account,
      reviewsLink: settings.reviewsLink || null,
      instructionVideo: allowedEmbedUrl(settings.buyingInstructionVideo),
      canonical,
      ogImage: account.previewVerticalJPEG ? siteOrigin() + account.previewVerticalJPEG : null,
      ogType: "product",
      // A game account is one item: offered while its option can be bought (none once sold).
      structuredData: productLd({
        name: account.name,
        description: account.localization.headDescription,
        url: canonical,
        images: account.previewVerticalJPEG ? [siteOrigin() + account.previewVerticalJPEG] : [],
        offers: offersOf(account.prices),
      }),
      refusal,
    },
    // Sent back by Buy with its reason (`?buy=`): that answer is this visitor's, never stored.
    { headers: refusal ? { "Cache-Control": "private, no-store" } : cacheHeaders(request) },
  );
}

export default function AccountPage() {
  const { account, reviewsLink, instructionVideo, structuredData, refusal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const inStock = account.minPrice !== null;
  return (
    <div className="container-page" data-testid="account-page">
      <Breadcrumbs items={[{ label: t("nav.accounts"), to: "/accounts" }, { label: account.name }]} />
      <JsonLdScript data={structuredData} />
      <header className="mt-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-3xl text-text md:text-4xl">{account.name}</h1>
          <StockBadge
            inStock={inStock}
            reserved={account.reserved}
            label={t(accountStockLabel(account))}
            className="mt-3"
          />
        </div>
        {reviewsLink ? (
          <a
            href={reviewsLink}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-ghost self-start text-sm"
            data-testid="reviews-link"
          >
            {t("cheat.reviews")}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        ) : null}
      </header>
      <ProductLayout
        kind="account"
        gallery={
          <Gallery
            key={account.id}
            title={t("accounts.screenshots")}
            items={account.screenshots.map((s) => ({
              id: `a${s.id}`,
              type: "image" as const,
              src: { webp: s.previewWebP, jpeg: s.previewJPEG },
              width: s.width,
              height: s.height,
            }))}
          />
        }
        buy={
          <BuyBlock
            options={account.prices}
            buyable={inStock}
            sold={account.sold}
            reserved={account.reserved}
            kind="account"
            refusal={refusal}
          />
        }
        instructionVideo={instructionVideo}
        details={
          <section data-testid="account-description">
            <ExpandableHtml html={account.localization.description} />
            <p
              className="mt-5 flex gap-2.5 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm leading-relaxed text-text/90"
              role="note"
              data-testid="no-refund"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              {t("accounts.noRefund")}
            </p>
          </section>
        }
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
