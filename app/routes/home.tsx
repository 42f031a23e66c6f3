import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { BestGamesCarousel } from "~/components/catalogue/best-games";
import { CheatCard } from "~/components/catalogue/cheat-card";
import { GameCard } from "~/components/catalogue/game-card";
import { GamesBrowser } from "~/components/catalogue/games-browser";
import { PromoSlider } from "~/components/catalogue/promo-slider";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { SectionTitle } from "~/components/section-title";
import { SocialLinks } from "~/components/ui/social-links";
import { requestLang } from "~/i18n/i18n.server";
import { bestGameView, cheatCardView, gameCardView } from "~/services/catalogue/card-views.server";
import { listGames } from "~/services/catalogue/games.server";
import { getBestGamesHome, getSlides, getTopGamesOfMonth } from "~/services/catalogue/home.server";
import { countOffers } from "~/services/catalogue/offers.server";
import { gameGridParams } from "~/services/catalogue/page-params.server";
import { getSettings } from "~/services/settings.server";
import { homeCardCounts } from "~/utils/home-layout";
import { cacheHeaders } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { organizationLd, websiteLd } from "~/utils/structured-data";
import { useLang, useLocalize } from "~/utils/use-lang";
import { useRootData } from "~/utils/use-root-data";
import { JsonLdScript } from "~/components/seo/json-ld";

const ArrowRight = icon("arrow-right");
const BadgePercent = icon("badge-percent");
const Gem = icon("gem");
const Headset = icon("headset");
const LayoutGrid = icon("layout-grid");
const Users = icon("users");
const Wallet = icon("wallet");

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const grid = gameGridParams(request);
  // The settings first (one cached read): they say how many cards each section shows.
  const settings = await getSettings(lang);
  const cards = homeCardCounts(settings);
  const [offers, slides, best, topMonth, games] = await Promise.all([
    countOffers(),
    getSlides(lang),
    getBestGamesHome(lang, cards),
    getTopGamesOfMonth(lang, cards.topMonth),
    listGames({ lang, ...grid, pageSize: cards.gamesPage, cumulative: true }),
  ]);
  return data(
    {
      title: settings.homeTitle ?? "",
      description: settings.homeDescription ?? "",
      text: settings.homeText ?? "",
      offers,
      slides,
      bestGames: best.bestGames.map(bestGameView),
      newCheats: best.newCheats.map(cheatCardView),
      topMonth: topMonth.map(gameCardView),
      grid: { ...grid, list: games.list.map(gameCardView), nextPage: games.nextPage },
    },
    { headers: cacheHeaders(request) },
  );
}

const advantageIcons = [BadgePercent, Headset, Wallet, Users, Gem];

export default function Home() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalize();
  const advantages = t("home.advantages", { returnObjects: true }) as { title: string; text: string }[];
  const root = useRootData();
  const origin = root?.origin ?? "";
  // The root's settings already carry the social links: not sent twice in the hydration data.
  const socials = root?.site.socials ?? [];
  const lang = useLang();
  return (
    <div className="container-page space-y-16 pt-6" data-testid="home-page">
      <JsonLdScript data={[organizationLd(origin), websiteLd(origin, lang)]} />
      <section>
        <h1 className="sr-only">{d.title}</h1>
        <PromoSlider slides={d.slides} />
      </section>

      <section
        className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-surface-2 via-surface to-bg p-6 md:p-10"
        aria-label={t("home.catalogLink")}
      >
        <div
          className="pointer-events-none absolute -right-24 -top-24 size-80 rounded-full bg-accent/25 blur-3xl"
          aria-hidden
        />
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <p className="section-title">{d.title}</p>
            <p className="mt-3 text-muted">{d.description}</p>
          </div>
          <div className="flex shrink-0 flex-col items-start gap-3 md:items-end">
            <span className="font-display text-4xl text-text md:text-5xl" data-testid="offers-count">
              {t("home.offers", { count: d.offers })}
            </span>
            <Link to={localize("/catalog")} className="btn-primary" data-testid="catalog-link">
              <LayoutGrid className="size-4" aria-hidden />
              {t("home.catalogLink")}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      {d.bestGames.length ? (
        <section>
          <SectionTitle title={t("home.bestGames")} />
          <BestGamesCarousel items={d.bestGames} />
        </section>
      ) : null}

      {d.newCheats.length ? (
        <section data-testid="new-cheats" aria-labelledby="new-cheats-title">
          <SectionTitle id="new-cheats-title" title={t("home.newCheats")} />
          {/* On a phone a row that scrolls sideways (snapping card by card), not eight cards stacked. */}
          <ul className="cheats-row" data-testid="new-cheats-list">
            {d.newCheats.map((cheat) => (
              <li key={cheat.to} className="cheats-row-item">
                <CheatCard cheat={cheat} showGame />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {d.topMonth.length ? (
        <section data-testid="top-month" aria-labelledby="top-month-title">
          <SectionTitle id="top-month-title" title={t("home.topMonth")} />
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {d.topMonth.map((game, index) => (
              <li key={game.to} className="relative">
                <span className="rank-badge">{index + 1}</span>
                <GameCard game={game} />
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section data-testid="advantages">
        <SectionTitle title={t("home.advantagesTitle")} />
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {advantages.map((item, index) => {
            const Icon = advantageIcons[index];
            return (
              <li key={item.title} className="card p-4 sm:p-5" data-testid="advantage">
                <span className="advantage-icon">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="advantage-title">{item.title}</h3>
                <p className="advantage-text">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="games" data-testid="home-games" aria-labelledby="home-games-title">
        <SectionTitle id="home-games-title" title={t("home.gamesTitle")} />
        <GamesBrowser
          games={d.grid.list}
          nextPage={d.grid.nextPage}
          search={d.grid.search}
          category={d.grid.category}
        />
      </section>

      {socials.length ? (
        <section
          className="card flex flex-col gap-5 p-6 md:flex-row md:items-center md:justify-between md:p-8"
          data-testid="home-socials"
          aria-labelledby="home-socials-title"
        >
          <div>
            <h2 id="home-socials-title" className="font-display text-xl text-text md:text-2xl">
              {t("home.socialTitle")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("home.socialText")}</p>
          </div>
          <SocialLinks socials={socials} />
        </section>
      ) : null}

      {d.text ? (
        <section
          className="card prose-shop p-6 md:p-10"
          data-testid="home-text"
          dangerouslySetInnerHTML={{ __html: d.text }}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
