import type { TFunction } from "~/i18n/translator";

export interface NavLink {
  label: string;
  to: string;
  /** Extra classes for the entry (the desktop "More" menu hides entries per breakpoint). */
  className?: string;
}

export interface NavItem extends NavLink {
  key: string;
  children?: NavLink[];
}

export interface NavData {
  games: { name: string; slug: string }[];
  accounts: { name: string; slug: string }[];
}

/**
 * The header's tabs (SPEC §2.4) with unprefixed paths: Catalog with the first games, Status,
 * Accounts with the first accounts, DMA, Cheat not working, Contacts, Warranty, Documentation.
 */
export function buildNav(nav: NavData, t: TFunction): NavItem[] {
  return [
    {
      key: "catalog",
      label: t("nav.catalog"),
      to: "/catalog",
      children: [
        ...nav.games.map((g) => ({ label: g.name, to: `/game/${g.slug}` })),
        { label: t("nav.allGames"), to: "/catalog" },
      ],
    },
    { key: "status", label: t("nav.status"), to: "/statuses" },
    {
      key: "accounts",
      label: t("nav.accounts"),
      to: "/accounts",
      children: [
        ...nav.accounts.map((a) => ({ label: a.name, to: `/account/${a.slug}` })),
        { label: t("nav.allAccounts"), to: "/accounts" },
      ],
    },
    {
      key: "dma",
      label: t("nav.dma"),
      to: "/dma-cheats",
      children: [
        { label: t("nav.dmaCheats"), to: "/dma-cheats" },
        { label: t("nav.dmaComponents"), to: "/dma-components" },
        { label: t("nav.dmaFirmware"), to: "/dma-firmware" },
      ],
    },
    {
      key: "help",
      label: t("nav.cheatNotWorking"),
      to: "/faq",
      children: [
        { label: t("nav.troubleshooting"), to: "/faq" },
        { label: t("nav.knownErrors"), to: "/problems" },
        { label: t("nav.usefulPrograms"), to: "/programs" },
      ],
    },
    { key: "contacts", label: t("nav.contacts"), to: "/contacts" },
    { key: "warranty", label: t("nav.warranty"), to: "/warranty" },
    {
      key: "docs",
      label: t("nav.documentation"),
      to: "/term-of-use",
      children: [
        { label: t("nav.terms"), to: "/term-of-use" },
        { label: t("nav.privacy"), to: "/privacy-policy" },
        { label: t("nav.paymentDelivery"), to: "/payment-and-delivery" },
        { label: t("nav.offer"), to: "/offer-agreement" },
        { label: t("nav.personalData"), to: "/personal" },
      ],
    },
  ];
}

/** Whether `pathname` (unprefixed) belongs to a nav entry: its own path or any path below it. */
export function isNavActive(item: NavItem, pathname: string, section?: string) {
  // A page may name its section (a DMA product's page lives under /cheat/ like a game's cheat).
  if (section) return item.key === section;
  const paths = [item.to, ...(item.children?.map((c) => c.to) ?? [])];
  if (item.key === "dma") paths.push("/dma-game");
  if (item.key === "catalog") paths.push("/game", "/cheat");
  return paths.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
