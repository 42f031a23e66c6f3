import { useEffect, useRef } from "react";
import { Link, useLocation } from "@remix-run/react";
import { stripLangPrefix } from "~/utils/lang";
import { useLocalize } from "~/utils/use-lang";

/**
 * Tabs between sibling pages of a section (DMA; help). Switching keeps the scroll position; a tab
 * is active on its path and on any path listed in `also` (e.g. /dma-game/* for DMA cheats).
 * On a phone the tabs share the width (app.css `.section-tab`); should labels ever outgrow a screen,
 * the strip scrolls sideways and, once mounted, centres the active tab by scrolling the strip alone
 * (not scrollIntoView, which would move the page too).
 */
export function SectionTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: { to: string; label: string; also?: string[] }[];
}) {
  const localize = useLocalize();
  const pathname = stripLangPrefix(useLocation().pathname);
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    const centre = () => {
      const nav = strip.current;
      const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
      const box = nav.getBoundingClientRect();
      const tab = active.getBoundingClientRect();
      // The browser clamps scrollLeft to the strip's range.
      nav.scrollLeft += tab.left + tab.width / 2 - (box.left + box.width / 2);
    };
    centre();
    // Once the web fonts are in, the labels' widths settle: centre again.
    let live = true;
    void document.fonts?.ready.then(() => live && centre());
    return () => {
      live = false;
    };
  }, [pathname]);
  return (
    <nav
      ref={strip}
      aria-label={label}
      className="flex gap-1 overflow-x-auto border-b border-line"
      data-testid="section-tabs"
    >
      {tabs.map((tab) => {
        const active =
          pathname === tab.to || (tab.also ?? []).some((p) => pathname === p || pathname.startsWith(`${p}/`));
        return (
          <Link
            key={tab.to}
            to={localize(tab.to)}
            preventScrollReset
            aria-current={active ? "page" : undefined}
            className={`section-tab -mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
              active ? "border-accent text-text" : "border-transparent text-muted hover:text-text"
            }`}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
