import { useTranslation } from "~/i18n/react";

/**
 * "On this page": links to the sections of a long console form page (a product's status, picture,
 * prices, details and texts, lists, gallery, history), so the owner jumps to what they came for.
 * Plain anchors: they work without JavaScript.
 */

/**
 * With JavaScript, the jump is made here: a native hash change reaches the router as a "back"
 * navigation with no key of its own, and its scroll restoration then puts the page back at the
 * top. The address still gains the section, without a new history entry.
 */
function jumpTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  target.scrollIntoView({ block: "start" });
  window.history.replaceState(window.history.state, "", `#${id}`);
}
export function SectionNav({ sections }: { sections: { id: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("console.sections.label")}
      className="-mx-1 overflow-x-auto"
      data-testid="console-section-nav"
    >
      <ul className="flex gap-1 px-1 pb-1">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              onClick={(event) => jumpTo(event, section.id)}
              className="inline-flex min-h-11 items-center rounded-xl border border-line bg-surface-2 px-3 text-sm text-muted hover:border-accent/60 hover:text-text"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
