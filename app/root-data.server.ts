import type { LoaderFunctionArgs } from "@remix-run/node";
import { env, paymentMode } from "~/env.server";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { getSignedIn } from "~/services/auth/session.server";
import { AUTH_ERRORS, AUTH_ERROR_PARAM } from "~/services/auth/sign-in.server";
import { configuredProviders } from "~/services/auth/social-sign-in.server";
import { getHeaderData } from "~/services/catalogue/header.server";
import { getSettings } from "~/services/settings.server";
import { followSiteLanguage } from "~/services/users/users.server";
import { consentsGivenAt } from "~/services/users/consents.server";
import { notificationCounters } from "~/services/tickets/counters.server";
import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, bannerHash, readCookie } from "~/utils/preferences";
import { siteOrigin } from "~/utils/seo.server";
import { siteSettings } from "~/utils/site-settings";

/** The root route's data: language, navigation, settings, banner, the signed-in user and their counters. */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const [header, settings, t, signedIn] = await Promise.all([
    getHeaderData(lang),
    getSettings(lang),
    fixedT(request),
    getSignedIn(request),
  ]);
  if (signedIn) await followSiteLanguage(signedIn.user, lang);
  const authError = new URL(request.url).searchParams.get(AUTH_ERROR_PARAM);
  const cookieHeader = request.headers.get("Cookie");
  const site = siteSettings(settings);
  const bannerId = site.banner ? bannerHash(site.banner.title) : null;
  return {
    lang,
    nav: {
      games: header.listGames.list.map(({ name, slug }) => ({ name, slug })),
      gamesCount: header.listGames.count,
      accounts: header.accounts.list.map(({ name, slug }) => ({ name, slug })),
      accountsCount: header.accounts.count,
    },
    site,
    banner:
      site.banner && bannerId !== readCookie(cookieHeader, BANNER_DISMISSED_KEY)
        ? { ...site.banner, hash: bannerId! }
        : null,
    cookieConsent: readCookie(cookieHeader, COOKIE_CONSENT_KEY) === "true",
    origin: siteOrigin(),
    notFoundTitle: `${t("notFound.title")} — ${t("brand")}`,
    // What an error page is titled when its route has no data (a console page's 403 or 404).
    errorTitles: {
      forbidden: `${t("forbidden.title")} — ${t("brand")}`,
      failed: `${t("error.title")} — ${t("brand")}`,
    },
    user: signedIn
      ? {
          id: signedIn.user.id,
          login: signedIn.user.login,
          role: signedIn.user.role,
          avatarWebP: signedIn.user.avatarWebp,
          avatarJPEG: signedIn.user.avatarJpeg,
          // The consents the ticket form shows as given (with their date) instead of asking.
          consentsGivenAt: consentsGivenAt(signedIn.user)?.toISOString() ?? null,
        }
      : null,
    providers: configuredProviders(),
    counters: signedIn ? await notificationCounters(signedIn.user) : null,
    uploadMaxMb: env().UPLOAD_MAX_MB,
    // The buy block and the wallet form say "test payment" on the sandbox, "not configured" when off.
    payments: paymentMode(env()),
    authError: AUTH_ERRORS.find((e) => e === authError) ?? null,
  };
}
