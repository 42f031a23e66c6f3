import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { LogoutForm } from "~/components/auth/logout-form";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { useLiveTickets } from "~/components/tickets/live-provider";
import type { Role } from "~/db/schema/users";
import { can } from "~/utils/permissions";
import { useLocalize } from "~/utils/use-lang";
import { ConsoleNav, type ConsoleBadges } from "./console-nav";
import { ConsoleSearchBox } from "./console-search-box";
import type { ConsoleSection } from "~/utils/console-sections";

const Bell = icon("bell");
const ExternalLink = icon("external-link");
const Menu = icon("menu");
const UserRound = icon("user-round");

/** What the notifications menu counts (the owner's; tickets come live from the desk's counters). */
export interface ConsoleAlerts {
  /** Stocks running low or leaving buyers waiting: the Stock badge. */
  stock: number;
  /** Paid buyers waiting for a key. */
  waiting: number;
  /** Paid orders nothing could be delivered for: the Orders badge. */
  refunds: number;
}

const MENU =
  "absolute right-0 top-full z-40 mt-2 w-72 rounded-xl border border-line bg-surface-2 p-1.5 shadow-2xl";
const ITEM =
  "flex min-h-11 w-full items-center gap-2.5 rounded-lg px-3 text-left text-sm text-muted transition hover:bg-surface-3 hover:text-text";

/**
 * The console's own top bar (decision 0033): the shop's mark, the global search, notifications,
 * the language, the account menu with "Open the shop". Under 768 px the sections fold into its
 * one menu button. Menus are <details>, so they open without JavaScript.
 */
export function ConsoleTopBar({
  user,
  sections,
  badges,
  alerts,
}: {
  user: { login: string; role: Role };
  sections: ConsoleSection[];
  badges: ConsoleBadges;
  alerts: ConsoleAlerts | null;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { pathname, search } = useLocation();
  const q = pathname.endsWith("/admin/search") ? (new URLSearchParams(search).get("q") ?? "") : "";
  const bar = useRef<HTMLElement>(null);
  useCloseMenusOutside(bar);
  return (
    <header
      ref={bar}
      className="sticky top-0 z-30 border-b border-line bg-bg/95 backdrop-blur"
      data-testid="console-top-bar"
    >
      <div className="mx-auto flex h-16 max-w-[1440px] items-center gap-2 px-3 sm:gap-3 sm:px-6">
        <details className="relative md:hidden" key={pathname + search} data-testid="console-drawer">
          <summary className="header-btn" aria-label={t("console.menu")}>
            <Menu className="size-5" aria-hidden />
          </summary>
          <nav
            aria-label={t("console.navLabel")}
            className="absolute left-0 top-full z-40 mt-2 w-64 rounded-xl border border-line bg-surface-2 p-1.5 shadow-2xl"
          >
            <ConsoleNav sections={sections} badges={badges} />
          </nav>
        </details>
        <Link
          to={localize("/admin")}
          className="flex shrink-0 items-center gap-2"
          aria-label={t("console.title")}
          data-testid="console-home"
        >
          <ConsoleMark />
          <span className="hidden font-display text-lg text-text lg:inline">{t("console.title")}</span>
        </Link>
        <div className="min-w-0 flex-1 sm:max-w-xl">
          <ConsoleSearchBox key={q} defaultQuery={q} />
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          <NotificationsMenu alerts={alerts} role={user.role} />
          <div className="hidden sm:block">
            <LanguageSwitch />
          </div>
          <AccountMenu user={user} />
        </div>
      </div>
    </header>
  );
}

/** With JavaScript, an open menu of the bar closes on a click elsewhere and on Escape, as menus do. */
function useCloseMenusOutside(bar: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const close = (keep: EventTarget | null) => {
      for (const menu of bar.current?.querySelectorAll("details[open]") ?? [])
        if (!(keep instanceof Node && menu.contains(keep))) menu.removeAttribute("open");
    };
    const onPointer = (event: PointerEvent) => close(event.target);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(null);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [bar]);
}

/** The shop's mark, drawn small: the console is the same shop, not another site. */
function ConsoleMark() {
  return (
    <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
      <path d="M16 1.5 29 9v14L16 30.5 3 23V9z" fill="#7c5cff" />
      <path d="M19.5 9.5a7 7 0 1 0 3 12.3A8.5 8.5 0 0 1 19.5 9.5z" fill="#0a0b12" />
    </svg>
  );
}

/**
 * Low stock, waiting buyers, orders to refund (the owner's, as the side menu's badges count them)
 * and unanswered tickets (live, as the desk counts them), each a link to where it is handled.
 */
function NotificationsMenu({ alerts, role }: { alerts: ConsoleAlerts | null; role: Role }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { counters } = useLiveTickets();
  const owner = can(role, "ownerDesk");
  const tickets = counters
    ? counters.techSupport + counters.techSupportMy + (owner ? counters.ownerNeedHelp + counters.ownerMy : 0)
    : 0;
  const items = [
    ...(alerts
      ? [
          { key: "refunds", count: alerts.refunds, to: "/admin/orders" },
          { key: "waiting", count: alerts.waiting, to: "/admin/stock?attention=1" },
          { key: "stock", count: alerts.stock, to: "/admin/stock?attention=1" },
        ]
      : []),
    {
      key: "tickets",
      count: tickets,
      to: owner && counters?.ownerNeedHelp ? "/profile/owner" : "/profile/techsupport",
    },
  ];
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <details className="relative" data-testid="console-notifications">
      <summary
        className="header-btn relative"
        aria-label={t("console.notifications.label", { count: total })}
      >
        <Bell className="size-5" aria-hidden />
        {total ? (
          <span
            className="absolute -right-1.5 -top-1.5 grid min-w-5 place-items-center rounded-full border-2 border-bg bg-warning px-1 text-[10px] font-bold leading-4 text-black"
            data-testid="console-notifications-count"
          >
            {total > 99 ? "99+" : total}
          </span>
        ) : null}
      </summary>
      <div className={MENU}>
        <p className="px-3 pb-1 pt-2 text-xs font-semibold text-faint">{t("console.notifications.title")}</p>
        {total ? (
          <ul>
            {items
              .filter((item) => item.count > 0)
              .map((item) => (
                <li key={item.key}>
                  <Link
                    to={localize(item.to)}
                    className={ITEM}
                    data-testid={`console-notification-${item.key}`}
                  >
                    <span className="flex-1">
                      {t(`console.notifications.${item.key}`, { count: item.count })}
                    </span>
                    <span className="rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold text-warning">
                      {item.count}
                    </span>
                  </Link>
                </li>
              ))}
          </ul>
        ) : (
          <p className="px-3 py-2 text-sm text-muted" data-testid="console-notifications-none">
            {t("console.notifications.none")}
          </p>
        )}
      </div>
    </details>
  );
}

/** Who is signed in, their profile, "Open the shop" and Sign out. */
function AccountMenu({ user }: { user: { login: string; role: Role } }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <details className="relative" data-testid="console-account">
      <summary
        className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-xl border border-line bg-surface-2 px-2.5 text-sm font-semibold text-text"
        aria-label={t("console.account.label", { login: user.login })}
      >
        <UserRound className="size-4" aria-hidden />
        <span className="hidden max-w-28 truncate xl:inline">{user.login}</span>
      </summary>
      <div className={MENU}>
        <p className="truncate px-3 pb-2 pt-2 text-xs text-muted" data-testid="console-user">
          {user.login} · {t(`profile.role.${user.role}`)}
        </p>
        <div className="sm:hidden">
          <div className="px-3 pb-2">
            <LanguageSwitch />
          </div>
        </div>
        <Link to={localize("/")} className={ITEM} data-testid="console-open-shop">
          <ExternalLink className="size-4" aria-hidden />
          {t("console.toShop")}
        </Link>
        <Link to={localize("/profile/personal")} className={ITEM}>
          <UserRound className="size-4" aria-hidden />
          {t("console.account.profile")}
        </Link>
        <LogoutForm className={ITEM} />
      </div>
    </details>
  );
}
