import { index, prefix, route, type RouteConfigEntry } from "@remix-run/route-config";
import type { Lang } from "./utils/lang";

/**
 * The page table of SPEC §2, built once per language: Russian without a prefix, English under
 * /en. Route ids carry the language ("ru.home", "en.home").
 */
function pages(lang: Lang): RouteConfigEntry[] {
  const id = (name: string) => ({ id: `${lang}.${name}` });
  return [
    index("routes/home.tsx", id("home")),
    route("privacy-policy", "routes/legal-page.tsx", id("privacy-policy")),
    route("term-of-use", "routes/legal-page.tsx", id("term-of-use")),
    route("payment-and-delivery", "routes/legal-page.tsx", id("payment-and-delivery")),
    route("personal", "routes/legal-page.tsx", id("personal")),
    route("offer-agreement", "routes/legal-page.tsx", id("offer-agreement")),
    route("contacts", "routes/contacts.tsx", id("contacts")),
    route("warranty", "routes/warranty.tsx", id("warranty")),
    route("not-found", "routes/not-found.tsx", id("not-found")),
    route("*", "routes/catch-all.tsx", id("catch-all")),
  ];
}

export default [
  route("api/header", "routes/api/header.ts"),
  route("api/settings", "routes/api/settings.ts"),
  route("api/search", "routes/api/search.ts"),
  route("api/best-games/home", "routes/api/best-games.home.ts"),
  route("api/games/home", "routes/api/games.home.ts"),
  route("api/games/statuses", "routes/api/games.statuses.ts"),
  route("api/games/slug/:slug", "routes/api/games.slug.ts"),
  route("api/games/recommendations/:gameSlug", "routes/api/games.recommendations.ts"),
  route("api/cheats/slugs/:gameSlug/:cheatSlug", "routes/api/cheats.slugs.ts"),
  route("api/cheats/requirements/:gameSlug/:cheatSlug", "routes/api/cheats.requirements.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("resources/preferences", "routes/resources/preferences.ts"),
  ...pages("ru"),
  ...prefix("en", pages("en")),
] satisfies RouteConfigEntry[];
