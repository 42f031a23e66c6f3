import type { TicketListName } from "~/services/tickets/queries.server";
import type { NotificationCounters } from "./tickets";

/** A live event that takes a ticket out of a list (SPEC §6 and §7.2 removal events). */
export type TicketRemoval =
  | { event: "remove-ticket"; list: "review" | "needHelp" }
  | { event: "remove-in-work-ticket" }
  | { event: "remove-owner-my-ticket" };

export interface DeskTab {
  key: "review" | "techsupportMy" | "archive" | "needHelp" | "ownerMy" | "all";
  desk: "techsupport" | "owner";
  /** Unprefixed path. */
  path: string;
  list: TicketListName;
  /** Label key under tickets.desk. */
  label: string;
  /** Hint key under tickets.desk, shown above the list. */
  hint?: string;
  /** Whether the list follows live events (the archive does not, SPEC §4.2). */
  live: boolean;
  /** The notification counter shown on the sub-tab. */
  counter?: keyof NotificationCounters;
  /** The events after which a ticket is no longer in this list (its id leaves `?ticket=`). */
  removedBy: TicketRemoval[];
}

/** The sub-tabs of the staff desks (SPEC §2.3). */
export const DESK_TABS: DeskTab[] = [
  {
    key: "review",
    desk: "techsupport",
    path: "/profile/techsupport",
    list: "review",
    label: "review",
    live: true,
    counter: "techSupport",
    removedBy: [{ event: "remove-ticket", list: "review" }],
  },
  {
    key: "techsupportMy",
    desk: "techsupport",
    path: "/profile/techsupport/my",
    list: "techsupportMy",
    label: "my",
    live: true,
    counter: "techSupportMy",
    removedBy: [{ event: "remove-in-work-ticket" }],
  },
  {
    key: "archive",
    desk: "techsupport",
    path: "/profile/techsupport/closed",
    list: "closed",
    label: "archive",
    hint: "archiveHint",
    live: false,
    removedBy: [],
  },
  {
    key: "needHelp",
    desk: "owner",
    path: "/profile/owner",
    list: "ownerNeedHelp",
    label: "needHelp",
    live: true,
    counter: "ownerNeedHelp",
    // Closing a ticket that waited for an owner also takes it out of the queue.
    removedBy: [{ event: "remove-ticket", list: "needHelp" }, { event: "remove-owner-my-ticket" }],
  },
  {
    key: "ownerMy",
    desk: "owner",
    path: "/profile/owner/my",
    list: "ownerMy",
    label: "my",
    live: true,
    counter: "ownerMy",
    removedBy: [{ event: "remove-owner-my-ticket" }],
  },
  {
    key: "all",
    desk: "owner",
    path: "/profile/owner/all",
    list: "all",
    label: "all",
    hint: "allHint",
    live: true,
    // Every ticket stays in this list, closed ones too.
    removedBy: [],
  },
];

/** The desk tab of an unprefixed path. */
export function deskTabOf(path: string): DeskTab | undefined {
  const clean = path.replace(/\/+$/, "") || "/";
  return DESK_TABS.find((tab) => tab.path === clean);
}
