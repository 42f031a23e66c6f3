import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Activity, ArrowRight, Headset, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Picture } from "~/components/ui/picture";
import { requestLang } from "~/i18n/i18n.server";
import { countOffers } from "~/services/catalogue/offers.server";
import { getSettings } from "~/services/settings.server";
import { pageMeta } from "~/utils/meta";
import { useLocalize } from "~/utils/use-lang";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.title, description: data.description }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const [settings, offers] = await Promise.all([getSettings(lang), countOffers()]);
  return {
    title: settings.homeTitle ?? "",
    description: settings.homeDescription ?? "",
    text: settings.homeText ?? "",
    art: settings.notificationImage_1_WebP
      ? { webp: settings.notificationImage_1_WebP, jpeg: settings.notificationImage_1_JPEG ?? "" }
      : null,
    offers,
  };
}

export default function Home() {
  const { title, description, text, offers, art } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalize();
  const points = [
    { Icon: Zap, label: t("home.points.delivery") },
    { Icon: Activity, label: t("home.points.statuses") },
    { Icon: Headset, label: t("home.points.support") },
  ];
  return (
    <div className="container-page" data-testid="home-page">
      <section className="relative overflow-hidden rounded-3xl border border-line bg-gradient-to-br from-surface-2 via-surface to-bg px-6 py-12 md:px-14 md:py-20">
        <div
          className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-accent/25 blur-3xl"
          aria-hidden
        />
        {art ? (
          <div className="pointer-events-none absolute inset-y-0 right-0 hidden w-1/2 lg:block" aria-hidden>
            <Picture
              webp={art.webp}
              jpeg={art.jpeg}
              alt=""
              width={1280}
              height={520}
              priority
              className="h-full w-full object-cover opacity-70 [mask-image:linear-gradient(to_right,transparent,black_45%)]"
            />
          </div>
        ) : null}
        <div className="relative max-w-3xl">
          <h1 className="font-display text-3xl leading-tight text-text md:text-5xl">{title}</h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-muted md:text-lg">{description}</p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link to={localize("/catalog")} className="btn-primary" data-testid="catalog-link">
              {t("home.catalogLink")}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
            <span
              className="rounded-xl border border-line bg-surface-2 px-4 py-2.5 text-sm font-semibold text-text"
              data-testid="offers-count"
            >
              {t("home.offers", { count: offers })}
            </span>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-muted">
            {points.map(({ Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="size-4 text-accent" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>
      {text ? (
        <section
          className="card prose-shop mt-10 p-6 md:p-10"
          data-testid="home-text"
          dangerouslySetInnerHTML={{ __html: text }}
        />
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
