import { index, layout, prefix, route, type RouteConfigEntry } from "@remix-run/route-config";
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
    route("catalog", "routes/catalog.tsx", id("catalog")),
    route("statuses", "routes/statuses.tsx", id("statuses")),
    route("search", "routes/search.tsx", id("search")),
    route("sitemap", "routes/sitemap.tsx", id("sitemap")),
    route("game/:slug", "routes/game.tsx", id("game")),
    route("dma-cheats", "routes/dma-cheats.tsx", id("dma-cheats")),
    route("dma-game/:slug", "routes/dma-game.tsx", id("dma-game")),
    route("dma-components", "routes/dma-products.tsx", id("dma-components")),
    route("dma-firmware", "routes/dma-products.tsx", id("dma-firmware")),
    route("accounts", "routes/accounts.tsx", id("accounts")),
    route("account/:slug", "routes/account.tsx", id("account")),
    route("problems", "routes/problems.tsx", id("problems")),
    route("problem/:slug", "routes/problem.tsx", id("problem")),
    route("faq", "routes/faq.tsx", id("faq")),
    route("programs", "routes/programs.tsx", id("programs")),
    route("cheat/:gameSlug/:cheatSlug", "routes/cheat.tsx", id("cheat")),
    route("cheat/:gameSlug/:cheatSlug/requirements", "routes/cheat.tsx", id("cheat-requirements")),
    route("not-found", "routes/not-found.tsx", id("not-found")),
    route("sign-in", "routes/sign-in.tsx", id("sign-in")),
    route("register", "routes/register.tsx", id("register")),
    route("auth/:token", "routes/auth.token.tsx", id("auth-token")),
    route("auth/email/:token", "routes/auth.email.tsx", id("auth-email")),
    route("dev/outbox", "routes/dev-outbox.tsx", id("dev-outbox")),
    route("steam", "routes/steam.tsx", id("steam")),
    route("sandbox/pay", "routes/sandbox.pay.tsx", id("sandbox-pay")),
    route("sandbox/purchase/:invoiceId", "routes/sandbox.purchase.tsx", id("sandbox-purchase")),
    layout("routes/profile.tsx", id("profile"), [
      route("profile/personal", "routes/profile.personal.tsx", id("profile.personal")),
      route("profile/bonuses", "routes/profile.bonuses.tsx", id("profile.bonuses")),
      route("profile/tickets", "routes/profile.tickets.tsx", id("profile.tickets")),
      route("profile/ticket/:id", "routes/profile.ticket.tsx", id("profile.ticket")),
      ...(
        [
          ["profile/techsupport", "techsupport"],
          ["profile/techsupport/my", "techsupport.my"],
          ["profile/techsupport/closed", "techsupport.closed"],
          ["profile/owner", "owner"],
          ["profile/owner/my", "owner.my"],
          ["profile/owner/all", "owner.all"],
        ] as const
      ).map(([path, name]) => route(path, "routes/profile.desk.tsx", id(`profile.${name}`))),
    ]),
    // The console (ARCHITECTURE §10): staff only, its own layout.
    layout("routes/admin.tsx", id("admin"), [
      route("admin", "routes/admin.index.tsx", id("admin.index")),
      route("admin/cheats", "routes/admin.cheats.tsx", id("admin.cheats")),
      route("admin/cheats/:id", "routes/admin.cheat.tsx", id("admin.cheat")),
      route("admin/settings", "routes/admin.settings.tsx", id("admin.settings")),
      route("admin/audit", "routes/admin.audit.tsx", id("admin.audit")),
      route("admin/tokens", "routes/admin.tokens.tsx", id("admin.tokens")),
    ]),
    // Short forms: /{game} and /{game}/{cheat} (SPEC §2.2); static paths above always win.
    route(":slug", "routes/game.tsx", id("game-short")),
    route(":gameSlug/:cheatSlug", "routes/cheat.tsx", id("cheat-short")),
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
  route("api/cheats/dma-cheats", "routes/api/cheats.dma-cheats.ts"),
  route("api/cheats/dma-components", "routes/api/cheats.dma-components.ts"),
  route("api/cheats/dma-firmwares", "routes/api/cheats.dma-firmwares.ts"),
  route("api/accounts/home", "routes/api/accounts.home.ts"),
  route("api/accounts/slug/:slug", "routes/api/accounts.slug.ts"),
  route("api/problems/home", "routes/api/problems.home.ts"),
  route("api/problems/slug/:slug", "routes/api/problems.slug.ts"),
  route("api/users/login", "routes/api/users.login.ts"),
  route("api/users/purchases", "routes/api/users.purchases.ts"),
  route("api/users/bonuses", "routes/api/users.bonuses.ts"),
  route("api/accounts/pay-steam", "routes/api/accounts.pay-steam.ts"),
  route("api/payments/webhook", "routes/api/payments.webhook.ts"),
  route("api/users/activate-token", "routes/api/users.activate-token.ts"),
  route("api/users/profile", "routes/api/users.profile.ts"),
  route("api/users/logout", "routes/api/users.logout.ts"),
  ...(["avatar", "email", "login"] as const).map((what) =>
    route(`api/users/update/${what}`, "routes/api/users.update.ts", { id: `api.users.update.${what}` }),
  ),
  ...(["google", "discord", "vk", "steam"] as const).map((provider) =>
    route(`api/users/${provider}-login`, "routes/api/users.social-login.ts", {
      id: `api.users.${provider}-login`,
    }),
  ),
  route("api/tickets/create", "routes/api/tickets.create.ts"),
  route("api/tickets/upload", "routes/api/tickets.upload.ts", { id: "api.tickets.upload" }),
  route("api/tickets/upload/:fileId", "routes/api/tickets.upload.ts", { id: "api.tickets.upload.file" }),
  route("api/tickets/block", "routes/api/tickets.block.ts"),
  route("api/tickets/files/:fileId", "routes/api/tickets.files.ts"),
  route("api/users/subscribe/notification", "routes/api/users.subscribe-notification.ts"),
  route("api/ai-chat/start", "routes/api/ai-chat.start.ts"),
  route("api/ai-chat/send-message", "routes/api/ai-chat.send-message.ts"),
  route("api/admin/cheats", "routes/api/admin.cheats.ts", { id: "api.admin.cheats" }),
  route("api/admin/cheats/:id", "routes/api/admin.cheats.ts", { id: "api.admin.cheat" }),
  route("api/*", "routes/api/not-found.ts"),
  route("resources/preferences", "routes/resources/preferences.ts"),
  route("resources/buy", "routes/resources/buy.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  ...pages("ru"),
  ...prefix("en", pages("en")),
] satisfies RouteConfigEntry[];
