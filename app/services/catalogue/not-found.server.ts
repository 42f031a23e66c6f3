import { data } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { logger } from "../logger.server";
import { getTopGamesOfMonth } from "./home.server";

/**
 * What a not-found page offers as a way on: the games bought most this month (a cached list).
 * A 404 never fails for it: without the list (the database unreachable) the page has none.
 */
export async function popularGames(request: Request) {
  try {
    return (await getTopGamesOfMonth(requestLang(request), 6)).map(({ to, title }) => ({ to, title }));
  } catch (error) {
    logger().warn({ err: error }, "a not-found page went without its popular games");
    return [];
  }
}

/**
 * A storefront loader's "nothing here": a 404 whose error page shows the popular games beside
 * the search (RouteErrorBoundary reads them from the thrown data).
 */
export async function notFound(request: Request): Promise<never> {
  throw data({ popular: await popularGames(request) }, { status: 404 });
}
