import { NavLink } from "@remix-run/react";
import { icon } from "~/components/icons";
import { consoleIcon } from "~/components/console/icons";
import { useTranslation } from "~/i18n/react";
import { useLiveTickets } from "~/components/tickets/live-provider";
import type { ConsoleSection } from "~/utils/console-sections";
import { useLocalize } from "~/utils/use-lang";

const BadgePercent = icon("badge-percent");
const Boxes = consoleIcon("boxes");
const ClipboardList = consoleIcon("clipboard-list");
const Gamepad2 = consoleIcon("gamepad-2");
const Headset = icon("headset");
const KeyRound = icon("key-round");
const LayoutDashboard = consoleIcon("layout-dashboard");
const LifeBuoy = icon("life-buoy");
const MessageSquareText = icon("message-square-text");
const MessagesSquare = consoleIcon("messages-square");
const Package = icon("package");
const Receipt = consoleIcon("receipt");
const Settings = icon("settings");
const UserRound = icon("user-round");
const Users = icon("users");

export type ConsoleBadges = Partial<Record<ConsoleSection["key"], number>>;

const ICONS: Record<ConsoleSection["key"], typeof Package> = {
  overview: LayoutDashboard,
  desk: Headset,
  ownerDesk: MessagesSquare,
  orders: Receipt,
  customers: Users,
  cheats: Package,
  stock: Boxes,
  games: Gamepad2,
  accounts: UserRound,
  problems: LifeBuoy,
  settings: Settings,
  replies: MessageSquareText,
  audit: ClipboardList,
  tokens: KeyRound,
  promotions: BadgePercent,
};

/** The console's sections with their badges (the side menu, and the phone's menu). */
export function ConsoleNav({ sections, badges }: { sections: ConsoleSection[]; badges: ConsoleBadges }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { counters } = useLiveTickets();
  return (
    <ul className="flex flex-col gap-1">
      {sections.map((section) => {
        const Icon = ICONS[section.key];
        // The desks count live tickets; the other sections what the layout's loader counted.
        const badge = section.live
          ? section.live.reduce((sum, key) => sum + (counters?.[key] ?? 0), 0)
          : badges[section.key];
        return (
          <li key={section.key}>
            <NavLink
              to={localize(section.to)}
              end={section.to === "/admin"}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2.5 rounded-xl px-3.5 text-sm font-medium transition ${
                  isActive ? "bg-accent/15 text-white" : "text-muted hover:bg-surface-3 hover:text-text"
                }`
              }
              data-testid={`console-nav-${section.key}`}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(`console.nav.${section.key}`)}
              {badge ? (
                <span
                  className="ml-auto rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold text-warning"
                  data-testid={`console-badge-${section.key}`}
                >
                  {badge}
                  <span className="sr-only">
                    {" "}
                    {t(`console.nav.badges.${section.live ? "tickets" : section.key}`, { count: badge })}
                  </span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
