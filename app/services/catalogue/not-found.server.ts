import { data } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { getTopGamesOfMonth } from "./home.server";

/** What a not-found page offers as a way on: the games bought most this month (a cached list). */
export async function popularGames(request: Request) {
  return (await getTopGamesOfMonth(requestLang(request), 6)).map(({ to, title }) => ({ to, title }));
}

/**
 * A storefront loader's "nothing here": a 404 whose error page shows the popular games beside
 * the search (RouteErrorBoundary reads them from the thrown data).
 */
export async function notFound(request: Request): Promise<never> {
  throw data({ popular: await popularGames(request) }, { status: 404 });
}
