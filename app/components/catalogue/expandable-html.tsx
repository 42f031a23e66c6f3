import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";

/** Height above which the description collapses (SPEC §9). */
export const COLLAPSE_HEIGHT = 250;

const useIsomorphicLayoutEffect = typeof window === "undefined" ? () => {} : useLayoutEffect;

/**
 * HTML that collapses to 250 px when taller, with a toggle that opens in 0.4 s and closes in
 * 0.7 s. Without JavaScript the text is shown whole.
 */
export function ExpandableHtml({ html, className = "" }: { html: string; className?: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  useIsomorphicLayoutEffect(() => {
    if (ref.current) setHeight(ref.current.scrollHeight);
  }, [html]);
  const collapsible = height !== null && height > COLLAPSE_HEIGHT;
  return (
    <div data-testid="expandable" data-open={open} data-collapsible={collapsible}>
      <div
        ref={ref}
        className={`prose-shop relative overflow-hidden ${className}`}
        style={
          collapsible
            ? {
                maxHeight: open ? height : COLLAPSE_HEIGHT,
                transition: `max-height ${open ? 0.4 : 0.7}s ease`,
              }
            : undefined
        }
      >
        <div dangerouslySetInnerHTML={{ __html: html }} />
        {collapsible && !open ? (
          <div
            className="pointer-events-none absolute inset-x-0 bottom-0 h-20 bg-gradient-to-t from-surface to-transparent"
            aria-hidden
          />
        ) : null}
      </div>
      {collapsible ? (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          className="mt-3 text-sm font-semibold text-accent hover:underline"
          aria-expanded={open}
        >
          {open ? t("cheat.collapse") : t("cheat.expand")}
        </button>
      ) : null}
    </div>
  );
}
