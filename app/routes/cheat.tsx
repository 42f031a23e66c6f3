import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { Suspense, lazy } from "react";
import { icon } from "~/components/icons";
import type { TFunction } from "~/i18n/translator";
import { useTranslation } from "~/i18n/react";
import { Breadcrumbs } from "~/components/catalogue/breadcrumbs";
import { JsonLdScript } from "~/components/seo/json-ld";
import { offersOf, productLd } from "~/utils/structured-data";
import { ProductLayout } from "~/components/catalogue/product-layout";
import { BuyBlock } from "~/components/catalogue/buy-block";
import { CheatCard } from "~/components/catalogue/cheat-card";
import { ExpandableHtml } from "~/components/catalogue/expandable-html";
import { Gallery, type GalleryItem } from "~/components/catalogue/gallery";
import { StatusBadge } from "~/components/catalogue/status-badge";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SectionTitle } from "~/components/section-title";
import { Carousel } from "~/components/ui/carousel";
import { requestLang } from "~/i18n/i18n.server";
import { cheatCardView } from "~/services/catalogue/card-views.server";
import { getCheat, getRecommendations, type CheatDetails } from "~/services/catalogue/cheats.server";
import { productKind, type ProductKind } from "~/services/catalogue/product-kind.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { unstockedOptions } from "~/services/stock/unstocked.server";
import { can } from "~/utils/permissions";
import { buyRefusalOf, optionKindOf } from "~/utils/buy";
import { getSettings } from "~/services/settings.server";
import { cacheHeaders, readBody } from "~/utils/http.server";
import { formatStatusDate } from "~/utils/dates";
import { stripLangPrefix } from "~/utils/lang";
import { notFoundMeta, pageMeta } from "~/utils/meta";
import { canonicalUrl, siteOrigin } from "~/utils/seo.server";
import { allowedEmbedUrl } from "~/utils/video-hosts";
import { useLocalize } from "~/utils/use-lang";
import { FollowStatus } from "~/components/catalogue/follow-status";
import { RestockNotify } from "~/components/catalogue/restock-notify";
import { askForRestock, restockOptions } from "~/services/stock/restock-alerts.server";
import { isFollowing, setFollowing } from "~/services/alerts/alert-settings.server";
import { requireUser } from "~/services/auth/guard.server";
import { sessionCookieName } from "~/services/auth/cookies.server";
import { getSignedIn } from "~/services/auth/session.server";
import { notFound } from "~/services/catalogue/not-found.server";

const AlertTriangle = icon("triangle-exclamation-point");
const ExternalLink = icon("external-link");

// Staff-only parts: a visitor's page never loads them. A staff member's page is rendered with them
// on the server; in the browser React keeps that markup until their code arrives (decision 0038).
const StockWarning = lazy(() =>
  import("~/components/console/stock-warning").then((m) => ({ default: m.StockWarning })),
);
const InlineStatus = lazy(() =>
  import("~/components/console/inline-status").then((m) => ({ default: m.InlineStatus })),
);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? [
        ...pageMeta({
          title: data.cheat.localization.pageTitle || data.cheat.name,
          description: data.cheat.localization.pageDescription,
        }),
        // SPEC §4: an unpublished product's page stays (out of stock, not for sale); search
        // engines are told to leave it out, as the sitemap does.
        ...(data.cheat.isPublished ? [] : [{ name: "robots", content: "noindex" }]),
      ]
    : notFoundMeta(matches);

/** /cheat/{game}/{cheat}, /{game}/{cheat} and the /requirements sub-view; unknown slugs are 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const found = await getCheat(lang, params.gameSlug ?? "", params.cheatSlug ?? "");
  if (!found) return notFound(request);
  const cheat = await withBuyLinks(request, found, lang);
  const refusal = buyRefusalOf(new URL(request.url).searchParams);
  // Only a request with a session asks who is signed in (the shared page cache serves the rest).
  const signedIn = request.headers.get("Cookie")?.includes(sessionCookieName())
    ? await getSignedIn(request)
    : null;
  const [recommended, settings, following, unstocked, restock] = await Promise.all([
    cheat.game ? getRecommendations(lang, cheat.game.slug) : null,
    getSettings(lang),
    signedIn ? isFollowing(signedIn.user.id, cheat.id) : false,
    // The owner sees on the page itself which priced options cannot sell (customers never do).
    signedIn && can(signedIn.user.role, "sales.manage") ? unstockedOptions(cheat.id, lang) : [],
    restockOptions(cheat.id, lang, signedIn?.user.id ?? null),
  ]);
  const canonical = canonicalUrl(request, cheat.to);
  return data(
    {
      cheat,
      kind: productKind(cheat.category),
      // Formatted here, not in the page: the shop's time zone cost a phone's browser ~25 ms of
      // hydration to set up (a time-zoned Intl formatter), for one date (decision 0038).
      statusDate: formatStatusDate(cheat.statusUpdatedAt, lang),
      // DMA products live under /cheat/ too; their header tab is DMA, not Catalog.
      navSection: productKind(cheat.category) === "cheat" ? undefined : "dma",
      recommendations: (recommended?.recommendations ?? [])
        .filter((c) => c.id !== cheat.id)
        .map(cheatCardView),
      reviewsLink: settings.reviewsLink || null,
      instructionVideo: allowedEmbedUrl(settings.buyingInstructionVideo),
      canonical,
      ogImage: cheat.previewJPEG ? siteOrigin() + cheat.previewJPEG : null,
      ogType: "product",
      structuredData: productLd({
        name: cheat.name,
        description: cheat.localization.pageDescription,
        url: canonical,
        images: cheat.previewJPEG ? [siteOrigin() + cheat.previewJPEG] : [],
        offers: offersOf(cheat.prices, restock),
      }),
      follow: signedIn ? { following, alertsOn: signedIn.user.statusAlerts } : null,
      // Staff change the status from the page itself. Decided here: the permission table stays
      // out of the storefront's scripts.
      statusControl: Boolean(signedIn && can(signedIn.user.role, "catalogue.status")),
      unstocked,
      restock,
      refusal,
    },
    // Sent back by Buy with its reason (`?buy=`): that answer is this visitor's, never stored.
    { headers: refusal ? { "Cache-Control": "private, no-store" } : cacheHeaders(request) },
  );
}

/**
 * Follow or unfollow the product's status, or ask (or stop asking) to hear when an out-of-stock
 * option is back (form posts; without JavaScript the page comes back).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const body = await readBody(request);
  const found = await getCheat(requestLang(request), params.gameSlug ?? "", params.cheatSlug ?? "");
  if (!found) throw new Response("Not found", { status: 404 });
  let answer: { following: boolean } | { asked: boolean };
  if (body.intent === "follow" || body.intent === "unfollow") {
    answer = { following: body.intent === "follow" };
    await setFollowing(user.id, found.id, answer.following);
  } else if (body.intent === "restock" || body.intent === "unrestock") {
    answer = { asked: body.intent === "restock" };
    // An option that came back meanwhile (or never waited) is not asked about: the page shows why.
    const option = Number(body.option);
    if (!Number.isSafeInteger(option) || !(await askForRestock(user.id, found.id, option, answer.asked)))
      answer = { asked: false };
  } else throw new Response("Not found", { status: 404 });
  if (body.fetcher === "1" || request.headers.get("Accept")?.includes("application/json")) return answer;
  return redirect(new URL(request.url).pathname);
}

/** The path above a product: the DMA section's page for DMA products, the game for cheats. */
function crumbs(kind: ProductKind, cheat: CheatDetails, t: TFunction) {
  const game = cheat.game ? { label: cheat.game.name, to: `/game/${cheat.game.slug}` } : null;
  if (kind === "hardware") return [{ label: t("nav.dmaComponents"), to: "/dma-components" }];
  if (kind === "firmware") return [{ label: t("nav.dmaFirmware"), to: "/dma-firmware" }];
  if (kind === "dmaCheat")
    return [
      { label: t("nav.dmaCheats"), to: "/dma-cheats" },
      ...(cheat.game ? [{ label: cheat.game.name, to: `/dma-game/${cheat.game.slug}` }] : []),
    ];
  return game ? [game] : [];
}

function galleryItems(cheat: CheatDetails): GalleryItem[] {
  return [
    ...cheat.screenshots.map((s) => ({
      id: `s${s.id}`,
      type: "image" as const,
      src: { webp: s.previewWebP, jpeg: s.previewJPEG },
      width: s.width,
      height: s.height,
    })),
    ...cheat.videos.map((v) => ({ id: `v${v.id}`, type: "video" as const, html: v.body })),
  ];
}

export default function CheatPage() {
  const {
    cheat,
    kind,
    recommendations,
    reviewsLink,
    instructionVideo,
    follow,
    unstocked,
    restock,
    structuredData,
    statusDate: updated,
    refusal,
    statusControl,
  } = useLoaderData<typeof loader>();
  const hardware = kind === "hardware";
  const { t } = useTranslation();
  const localize = useLocalize();
  const location = useLocation();
  const base = cheat.to;
  const onRequirements = stripLangPrefix(location.pathname).endsWith("/requirements");

  return (
    <div className="container-page" data-testid="cheat-page">
      <Breadcrumbs items={[...crumbs(kind, cheat, t), { label: cheat.name }]} />
      <JsonLdScript data={structuredData} />
      {unstocked.length ? (
        <div className="mt-4">
          <Suspense fallback={null}>
            <StockWarning options={unstocked} product={cheat.name} />
          </Suspense>
        </div>
      ) : null}
      <header className="mt-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="font-display text-3xl text-text md:text-4xl">{cheat.name}</h1>
          {/* A device has no anti-cheat status. */}
          {hardware ? null : (
            <>
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <StatusBadge status={cheat.status} />
                <span className="text-faint">{t("status.updatedAt", { date: updated })}</span>
              </div>
              {cheat.statusNote ? (
                <p className="mt-2 max-w-2xl text-sm text-muted" data-testid="status-note">
                  {cheat.statusNote}
                </p>
              ) : null}
              {statusControl ? (
                <Suspense fallback={null}>
                  <InlineStatus cheatId={cheat.id} status={cheat.status} note={cheat.statusNote} />
                </Suspense>
              ) : null}
              <FollowStatus follow={follow} />
            </>
          )}
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
        kind={optionKindOf(kind)}
        gallery={<Gallery key={cheat.id} items={galleryItems(cheat)} title={cheat.name} />}
        buy={
          <>
            <BuyBlock
              options={cheat.prices}
              buyable={cheat.isPublished}
              kind={optionKindOf(kind)}
              refusal={refusal}
            />
            <RestockNotify options={restock} customer={follow} />
          </>
        }
        instructionVideo={instructionVideo}
        details={
          <>
            <nav
              aria-label={t("cheat.tabs.label")}
              className="flex gap-1 border-b border-line"
              data-testid="cheat-tabs"
            >
              {[
                { to: base, label: t("cheat.tabs.overview"), active: !onRequirements },
                {
                  to: `${base}/requirements`,
                  label: t(hardware ? "cheat.hardware.compatibility" : "cheat.tabs.requirements"),
                  active: onRequirements,
                },
              ].map((tab) => (
                <Link
                  key={tab.to}
                  to={localize(tab.to)}
                  preventScrollReset
                  aria-current={tab.active ? "page" : undefined}
                  className={`-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
                    tab.active ? "border-accent text-text" : "border-transparent text-muted hover:text-text"
                  }`}
                >
                  {tab.label}
                </Link>
              ))}
            </nav>
            {onRequirements ? (
              <Requirements cheat={cheat} hardware={hardware} />
            ) : (
              <>
                <section className="mt-6" aria-labelledby="description">
                  <h2 id="description" className="sr-only">
                    {t("cheat.description")}
                  </h2>
                  <ExpandableHtml html={cheat.localization.text} />
                </section>
                {cheat.localization.functions ? (
                  <section
                    className="card mt-8 p-6"
                    data-testid="functions"
                    aria-labelledby="functions-title"
                  >
                    <h2 id="functions-title" className="font-display text-xl text-text">
                      {t("cheat.functions")}
                    </h2>
                    <div
                      className="prose-shop mt-2 [&_ul]:grid [&_ul]:gap-x-6 sm:[&_ul]:grid-cols-2"
                      dangerouslySetInnerHTML={{ __html: cheat.localization.functions }}
                    />
                  </section>
                ) : null}
                <Requirements cheat={cheat} hardware={hardware} />
              </>
            )}
          </>
        }
      />

      {recommendations.length ? (
        <section className="mt-16" data-testid="recommendations">
          <SectionTitle title={t("cheat.recommendations")} />
          <Carousel
            label={t("cheat.recommendations")}
            slideClassName="basis-[85%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
          >
            {recommendations.map((c) => (
              <CheatCard key={c.to} cheat={c} showGame />
            ))}
          </Carousel>
        </section>
      ) : null}
    </div>
  );
}

/** The requirements, or for a device its compatibility, with the features and the warning. */
function Requirements({ cheat, hardware }: { cheat: CheatDetails; hardware: boolean }) {
  const { t } = useTranslation();
  const features = cheat.features.slice(0, 4);
  return (
    <section className="card mt-8 p-6" data-testid="requirements" aria-labelledby="requirements-title">
      <h2 id="requirements-title" className="font-display text-xl text-text">
        {t(hardware ? "cheat.hardware.compatibility" : "cheat.requirements")}
      </h2>
      <dl className="mt-4 divide-y divide-line/70">
        {cheat.requirements.map((r) => (
          <div key={r.id} className="flex justify-between gap-4 py-2.5 text-sm">
            <dt className="text-muted">{r.name}</dt>
            <dd className="text-right font-medium text-text">{r.value}</dd>
          </div>
        ))}
      </dl>
      {features.length ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-text">{t("cheat.features")}</h3>
          <ul className="mt-2 flex flex-wrap gap-2" data-testid="requirement-features">
            {features.map((f) => (
              <li
                key={f.name}
                className="rounded-lg border border-line bg-surface-3 px-2.5 py-1 text-xs text-muted"
              >
                {f.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p
        className="mt-5 flex gap-2.5 rounded-xl border border-warning/40 bg-warning/10 p-3 text-xs leading-relaxed text-text/90"
        role="note"
      >
        <AlertTriangle className="size-4 shrink-0 text-warning" aria-hidden />
        {t(hardware ? "cheat.hardware.compatibilityNote" : "cheat.requirementsWarning")}
      </p>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
