import { Link, NavLink as RemixNavLink, useLocation, useMatches } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { stripLangPrefix } from "~/utils/lang";
import { useHydrated } from "~/utils/use-hydrated";
import { useLocalize } from "~/utils/use-lang";
import { WalletButton } from "~/components/wallet/wallet-button";
import { AccountButton } from "./account-button";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { buildNav, isNavActive, type NavData, type NavItem } from "./nav-items";
import { useScrollState } from "./use-scroll-state";

const ChevronLeft = icon("chevron-left");
const Menu = icon("menu");
const MoreHorizontal = icon("ellipsis");
const X = icon("x");

/**
 * Tabs that fold into "More" where all eight do not fit beside the header's buttons: below
 * 1024 px also "Cheat not working", below 1280 px Contacts and Warranty, below 1536 px
 * Documentation.
 */
const FOLD_BELOW_2XL = new Set(["docs"]);
const FOLD_BELOW_XL = new Set(["contacts", "warranty"]);
const FOLD_BELOW_LG = new Set(["help"]);
const foldClass = (key: string) =>
  FOLD_BELOW_LG.has(key)
    ? "hidden lg:block"
    : FOLD_BELOW_XL.has(key)
      ? "hidden xl:block"
      : FOLD_BELOW_2XL.has(key)
        ? "hidden 2xl:block"
        : undefined;
/** Inside "More", an entry hides from the width where its own tab shows in the bar. */
const moreEntryClass = (key: string) =>
  FOLD_BELOW_LG.has(key) ? "lg:hidden" : FOLD_BELOW_XL.has(key) ? "xl:hidden" : undefined;

export function SiteHeader({ nav }: { nav: NavData }) {
  const { t } = useTranslation();
  const items = buildNav(nav, t);
  const scroll = useScrollState();
  return (
    <header data-scroll={scroll} data-testid="site-header" className="site-header">
      {/* Below 360 px the buttons and gaps are a little smaller: at 320 px the row was 30 px wider than the phone. */}
      <div className="container-page flex h-16 items-center gap-2 min-[360px]:gap-3 lg:gap-4 2xl:gap-6">
        <Logo />
        <DesktopNav items={items} />
        <div className="ml-auto flex items-center gap-1 min-[360px]:gap-2">
          <HeaderSearch />
          <WalletButton />
          <LanguageSwitch />
          <AccountButton />
          <MobileMenu items={items} />
        </div>
      </div>
    </header>
  );
}

function DesktopNav({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const pathname = stripLangPrefix(useLocation().pathname);
  // A page's loader may name the header section it belongs to (`navSection`).
  const section = useMatches()
    .map((match) => (match.data as { navSection?: string } | undefined)?.navSection)
    .find(Boolean);
  const folded = items.filter((i) => foldClass(i.key));
  const activeFolded = folded.find((f) => isNavActive(f, pathname, section));
  const moreEntries = folded.flatMap((f) => {
    const className = moreEntryClass(f.key);
    return f.children
      ? f.children.map((c) => ({ ...c, className }))
      : [{ label: f.label, to: f.to, className }];
  });
  return (
    <nav aria-label={t("nav.mainNavigation")} className="hidden md:block" data-testid="desktop-nav">
      <ul className="flex items-center gap-0.5 whitespace-nowrap text-[13px] font-medium lg:text-sm">
        {items.map((item) => (
          <li key={item.key} className={foldClass(item.key)}>
            <DesktopItem item={item} active={isNavActive(item, pathname, section)} />
          </li>
        ))}
        <li className="2xl:hidden">
          <DesktopItem
            item={{ key: "more", label: t("nav.menu"), to: folded[0].to, children: moreEntries }}
            active={activeFolded !== undefined}
            // "More" is marked only at the widths where the current section sits inside it, so one
            // header item is marked at every width (its own tab takes over where it shows).
            markClass={activeFolded ? moreEntryClass(activeFolded.key) : undefined}
            icon={<MoreHorizontal className="size-4" aria-hidden />}
          />
        </li>
      </ul>
    </nav>
  );
}

/** A tab; with children it opens a panel on hover or keyboard focus, which needs no JavaScript. */
function DesktopItem({
  item,
  active,
  markClass,
  icon,
}: {
  item: NavItem;
  active: boolean;
  /** Where the active mark is hidden (the "More" tab's responsive rule); the text stays muted. */
  markClass?: string;
  icon?: React.ReactNode;
}) {
  const localize = useLocalize();
  const tabClass = `nav-tab ${active && !markClass ? "text-white" : "text-muted hover:text-text"}`;
  const mark = active ? (
    <span
      className={`absolute inset-x-3 -bottom-px h-0.5 rounded bg-accent ${markClass ?? ""}`}
      data-testid="nav-mark"
      aria-hidden
    />
  ) : null;
  if (!item.children)
    return (
      <Link to={localize(item.to)} className={tabClass} aria-current={active ? "page" : undefined}>
        {item.label}
        {mark}
      </Link>
    );
  return (
    <div className="nav-dropdown relative">
      <Link
        to={localize(item.to)}
        className={`${tabClass} caret-down`}
        aria-haspopup="true"
        // An icon-only tab ("more") is named by its label for screen readers.
        aria-label={icon ? item.label : undefined}
      >
        {icon ?? item.label}
        {mark}
      </Link>
      <div className="nav-panel">
        <ul>
          {item.children.map((child, index) => (
            <li key={`${child.to}-${index}`} className={child.className}>
              <RemixNavLink
                to={localize(child.to)}
                end
                className={({ isActive }) =>
                  [
                    "menu-item",
                    isActive && "text-white",
                    index === item.children!.length - 1 &&
                      item.key !== "more" &&
                      item.children!.length > 4 &&
                      "menu-item-all",
                  ]
                    .filter(Boolean)
                    .join(" ")
                }
              >
                {child.label}
              </RemixNavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The mobile and tablet menu (below 768 px). It is a <details> element, so it opens without
 * JavaScript. Its root list is the header's tabs as links, each to its section's own page (the
 * groups' entries are all listed there), so the page carries the menu once, not the desktop
 * panels a second time. With JavaScript a group drills down to a panel of its entries, drawn only
 * when opened, with a Back button. The panel hangs under the sticky header, so a banner above the
 * header never covers it.
 */
function MobileMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const location = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<string | null>(null);
  useEffect(() => {
    setOpen(false);
    setPanel(null);
  }, [location.pathname]);
  const group = items.find((i) => i.key === panel);

  return (
    <details
      className="md:hidden"
      open={open}
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (!event.currentTarget.open) setPanel(null);
      }}
      data-testid="mobile-menu"
    >
      <summary className="header-btn" aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}>
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </summary>
      <nav aria-label={t("nav.mainNavigation")} className="mobile-panel">
        {group?.children ? (
          // The open group: its entries under its name, which names the panel.
          <div role="group" aria-labelledby="mobile-menu-group" data-testid="mobile-menu-panel">
            <button
              type="button"
              onClick={() => setPanel(null)}
              className="mb-2 flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-accent"
            >
              <ChevronLeft className="size-4" aria-hidden />
              {t("nav.back")}
            </button>
            <p id="mobile-menu-group" className="px-3 pb-2 font-display text-lg text-text">
              {group.label}
            </p>
            <ul className="divide-y divide-line/60">
              {group.children.map((child, index) => (
                <li key={`${child.to}-${index}`}>
                  <Link to={localize(child.to)} className="mobile-link">
                    {child.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ul className="divide-y divide-line/60" aria-label={t("nav.menu")} data-testid="mobile-menu-root">
            {items.map((item) => (
              <li key={item.key}>
                <Link
                  to={localize(item.to)}
                  className={item.children ? "mobile-group caret-right" : "mobile-link"}
                  // Once React runs, a group opens its panel instead of leaving for its page.
                  {...(item.children && hydrated ? { role: "button", "aria-haspopup": "true" as const } : {})}
                  onClick={
                    item.children
                      ? (event) => {
                          event.preventDefault();
                          setPanel(item.key);
                        }
                      : undefined
                  }
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </details>
  );
}
