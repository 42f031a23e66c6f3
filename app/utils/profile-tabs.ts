import type { Role } from "~/db/schema/users";
import { can, type Permission } from "./permissions";

export interface ProfileTab {
  key: string;
  /** Unprefixed path (with a #section for a part of a page); localized where it is drawn. */
  to: string;
  permission: Permission;
}

/**
 * The profile tabs of SPEC §2.4 that have their screen; each shows to the roles allowed to open it
 * (SPEC §2.3). Tickets and the staff desks join when their screens are built.
 */
export const PROFILE_TABS: ProfileTab[] = [
  { key: "personal", to: "/profile/personal", permission: "profile" },
  { key: "purchases", to: "/profile/personal#purchases", permission: "profile" },
  { key: "bonuses", to: "/profile/bonuses", permission: "profile" },
];

/** The tabs a role sees. */
export function tabsFor(role: Role): ProfileTab[] {
  return PROFILE_TABS.filter((tab) => can(role, tab.permission));
}
