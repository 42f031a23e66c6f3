import { useTranslation } from "~/i18n/react";

/**
 * "On this page": links to the sections of a long console form page (a product's status, picture,
 * prices, details and texts, lists, gallery, history), so the owner jumps to what they came for.
 * Plain anchors: they work without JavaScript.
 */
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
