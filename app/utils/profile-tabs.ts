import type { Role } from "~/db/schema/users";
import { can, type Permission } from "./permissions";
import type { NotificationCounters } from "./tickets";

export interface ProfileTab {
  key: string;
  /** Unprefixed path (with a #section for a part of a page); localized where it is drawn. */
  to: string;
  permission: Permission;
  /** Other unprefixed paths under which the tab is highlighted (SPEC §2.3 highlight groups). */
  activeUnder?: string[];
  /** The notification counters summed into the tab's badge. */
  badge?: (keyof NotificationCounters)[];
}

/** The live counters each staff desk's badge sums (its profile tab and its console section). */
export const DESK_COUNTERS = {
  support: ["techSupport", "techSupportMy"],
  owner: ["ownerNeedHelp", "ownerMy"],
} satisfies Record<string, (keyof NotificationCounters)[]>;

/** The profile tabs of SPEC §2.4; each shows to the roles allowed to open it (SPEC §2.3). */
export const PROFILE_TABS: ProfileTab[] = [
  { key: "personal", to: "/profile/personal", permission: "profile" },
  {
    key: "tickets",
    to: "/profile/tickets",
    permission: "profile",
    activeUnder: ["/profile/ticket/"],
    badge: ["tickets"],
  },
  { key: "purchases", to: "/profile/personal#purchases", permission: "profile" },
  { key: "bonuses", to: "/profile/bonuses", permission: "profile" },
  {
    key: "techsupport",
    to: "/profile/techsupport",
    permission: "supportDesk",
    activeUnder: ["/profile/techsupport/"],
    badge: DESK_COUNTERS.support,
  },
  {
    key: "owner",
    to: "/profile/owner",
    permission: "ownerDesk",
    activeUnder: ["/profile/owner/"],
    badge: DESK_COUNTERS.owner,
  },
  // The console is a section of its own (its layout, /admin); staff reach it from here.
  { key: "console", to: "/admin", permission: "console" },
];

/** The tabs a role sees. */
export function tabsFor(role: Role): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => can(role, tab.permission));
}
