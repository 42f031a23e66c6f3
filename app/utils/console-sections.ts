import type { Role } from "~/db/schema/users";
import { can, type Permission } from "./permissions";
import type { Lang } from "./lang";
import { DESK_COUNTERS } from "./profile-tabs";
import type { NotificationCounters } from "./tickets";

export interface ConsoleSection {
  key:
    | "overview"
    | "desk"
    | "ownerDesk"
    | "orders"
    | "customers"
    | "cheats"
    | "stock"
    | "games"
    | "accounts"
    | "problems"
    | "settings"
    | "audit"
    | "replies"
    | "tokens"
    | "promotions";
  /** Unprefixed path; localized where it is drawn. */
  to: string;
  permission: Permission;
  /** The live ticket counters summed into its badge (the desks'). */
  live?: (keyof NotificationCounters)[];
}

/** The console's sections, each shown to the roles whose rights open it (permissions.ts). */
export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { key: "overview", to: "/admin", permission: "console" },
  {
    key: "desk",
    to: "/profile/techsupport",
    permission: "supportDesk",
    live: DESK_COUNTERS.support,
  },
  { key: "ownerDesk", to: "/profile/owner", permission: "ownerDesk", live: DESK_COUNTERS.owner },
  { key: "orders", to: "/admin/orders", permission: "sales.manage" },
  { key: "customers", to: "/admin/customers", permission: "users.manage" },
  { key: "cheats", to: "/admin/cheats", permission: "catalogue.status" },
  { key: "stock", to: "/admin/stock", permission: "sales.manage" },
  { key: "promotions", to: "/admin/promotions", permission: "promotions.manage" },
  { key: "games", to: "/admin/games", permission: "catalogue.edit" },
  { key: "accounts", to: "/admin/accounts", permission: "catalogue.edit" },
  { key: "problems", to: "/admin/problems", permission: "catalogue.edit" },
  { key: "settings", to: "/admin/settings", permission: "settings.edit" },
  { key: "replies", to: "/admin/replies", permission: "desk.manage" },
  { key: "audit", to: "/admin/audit", permission: "audit.read" },
  { key: "tokens", to: "/admin/tokens", permission: "users.manage" },
];

/** The sections a role sees. */
export function consoleSectionsFor(role: Role): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => can(role, section.permission));
}

/**
 * The console's sections of the catalogue's entities with an address and texts on both sites, by
 * the entity each holds: `/admin/<section>` lists them (labels `console.<section>.*`),
 * `/admin/<section>/<id>` edits one, and `/<entity>/<slug>` shows it on the site.
 */
export const ENTITY_SECTIONS = { game: "games", account: "accounts", problem: "problems" } as const;
export type EntityKind = keyof typeof ENTITY_SECTIONS;

/** An entity's name on its console page: its name (an article's title) in that language, else its address. */
export function entityName(
  input: { slug: string } & Record<Lang, { name?: string; title?: string }>,
  lang: Lang,
) {
  return input[lang].name || input[lang].title || input.slug;
}
