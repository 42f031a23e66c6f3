import type { LinksFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SignInProvider } from "~/components/auth/sign-in-dialog";
import { AuthErrorAlert } from "~/components/layout/auth-error-alert";
import { CookieConsent } from "~/components/layout/cookie-consent";
import { SkipLink } from "~/components/ui/skip-link";
import { NotificationBanner } from "~/components/layout/notification-banner";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { HelpLauncher } from "~/components/layout/help-launcher";
import { Snowfall } from "~/components/layout/snowfall";
import { NotFound } from "~/components/not-found";
import { ShareTags } from "~/components/seo/share-tags";
import { CreateTicketProvider } from "~/components/tickets/create-ticket-panel";
import { LiveTicketsProvider } from "~/components/tickets/live-provider";
import { ConfirmProvider } from "~/components/ui/confirm-dialog";
import stylesUrl from "~/styles/app.css?url";
import { isConsolePath, langFromPathname, localizePath, stripLangPrefix } from "~/utils/lang";
import { FONT_PRELOADS } from "~/utils/font-preloads";
import { useNonce } from "~/utils/nonce";
import { skipLiveRevalidation } from "~/utils/revalidation";
import { useStringsOfLanguage } from "~/i18n/react";
import { rootLoader } from "~/root-data.server";
import { useRootData } from "~/utils/use-root-data";
import { useHydrationMark } from "~/utils/use-hydrated";
import brandMark from "~/assets/brand/nocturn.svg";

// The stylesheet is written into <head> before the font preloads (Layout below), so the phone asks
// for it first; the routes' scripts come after both.
export const links: LinksFunction = () => [{ rel: "icon", href: brandMark, type: "image/svg+xml" }];

// The loader lives in root-data.server.ts, so components can name its data's type without
// importing this module (and with it every component of the shell).
export const loader = rootLoader;

export const shouldRevalidate = skipLiveRevalidation;

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const lang = langFromPathname(location.pathname);
  const nonce = useNonce();
  const bare = stripLangPrefix(location.pathname);
  // hreflang alternates must be absolute URLs.
  const origin = useRouteLoaderData<typeof loader>("root")?.origin ?? "";
  return (
    <html lang={lang} className="bg-bg text-text">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a0b12" />
        <Meta />
        <ShareTags origin={origin} lang={lang} path={location.pathname} />
        <link rel="alternate" hrefLang="ru" href={origin + bare} />
        <link rel="alternate" hrefLang="en" href={origin + localizePath(bare, "en")} />
        <link rel="alternate" hrefLang="x-default" href={origin + bare} />
        <link rel="stylesheet" href={stylesUrl} />
        {FONT_PRELOADS[lang].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <Links />
      </head>
      <body className="min-h-dvh font-sans antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData()!;
  useStringsOfLanguage(data.lang);
  useHydrationMark();
  const location = useLocation();
  // The profile is a workspace: no footer and no support hint there.
  const path = stripLangPrefix(location.pathname);
  const onProfile = path.startsWith("/profile");
  // In the ticket pages people answer: the helper's button would sit on the composer's Send and
  // the messages (and they are where its menu leads).
  const inTicket = /^\/profile\/(tickets?|techsupport|owner)(\/|$)/.test(path);
  // The console is the owner's own application with its own shell (routes/admin.tsx).
  const content = isConsolePath(path) ? (
    <Outlet />
  ) : (
    <Shell hideFooter={onProfile} hideAssistant={inTicket}>
      <Outlet />
    </Shell>
  );
  return (
    <ConfirmProvider>
      <SignInProvider providers={data.providers}>
        <LiveTicketsProvider userId={data.user?.id ?? null} initialCounters={data.counters}>
          <CreateTicketProvider>{content}</CreateTicketProvider>
        </LiveTicketsProvider>
      </SignInProvider>
    </ConfirmProvider>
  );
}

function Shell({
  children,
  hideFooter,
  hideAssistant,
}: {
  children: React.ReactNode;
  hideFooter?: boolean;
  hideAssistant?: boolean;
}) {
  const data = useRootData()!;
  const { t } = useTranslation();
  // The helper takes the bottom-right corner once the cookie notice (same corner) is answered.
  const helper = data.cookieConsent && !hideAssistant;
  return (
    // The page ends below the floating helper: what is last on it (a Save, the footer's links)
    // can scroll clear of the button instead of staying under it.
    <div className={`flex min-h-dvh flex-col ${helper || hideFooter ? "pb-24" : ""}`}>
      <SkipLink label={t("header.skipToContent")} />
      {data.banner ? <NotificationBanner banner={data.banner} /> : null}
      <SiteHeader nav={data.nav} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {data.authError ? <AuthErrorAlert error={data.authError} /> : null}
        {children}
      </main>
      {hideFooter ? null : <SiteFooter site={data.site} />}
      {data.cookieConsent ? null : <CookieConsent />}
      {helper ? <HelpLauncher /> : null}
      <Snowfall />
    </div>
  );
}

/** Last-resort boundary: the root loader itself failed, so no header data is available. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  useHydrationMark();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused request (405 for an unknown method, 400, 415) is the client's mistake, not a failure.
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      {notFound ? (
        <NotFound />
      ) : (
        <div className="max-w-md text-center">
          <h1 className="font-display text-3xl">{t("error.title")}</h1>
          <p className="mt-3 text-muted">{t("error.text")}</p>
          <a className="btn-primary mt-6 inline-flex" href="">
            {t("error.retry")}
          </a>
        </div>
      )}
    </main>
  );
}
