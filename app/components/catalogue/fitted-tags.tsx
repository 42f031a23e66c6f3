import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { fittingTagCount, UNMEASURED_TAGS } from "~/utils/fit-tags";
import { useHydrated } from "~/utils/use-hydrated";

export interface CardTag {
  name: string;
  /** Drawn before the name (the DMA component chip). */
  icon?: React.ReactNode;
  /** Extra attributes of the tag's element. */
  data?: Record<`data-${string}`, string | undefined>;
}

const TAG = "card-tag";
const CHIP = "card-tag-more";

/**
 * A card's tags on one line (SPEC §9: fitted to the width with a "+N" count of the rest). In the
 * browser a hidden copy of every tag is measured (a ResizeObserver follows the card's width and
 * the fonts arriving); the server's render, and so a page without JavaScript, shows the first
 * two and "+N". The copy is drawn only in the browser: it would double every card's tags in the
 * page's HTML for nothing.
 */
export function FittedTags({ tags, testId }: { tags: CardTag[]; testId?: string }) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  const copy = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  const hydrated = useHydrated();
  const names = tags.map((tag) => tag.name).join("\n");

  useEffect(() => {
    const line = row.current;
    const all = copy.current;
    if (!line || !all || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const widths = [...all.querySelectorAll<HTMLElement>("[data-tag]")].map((el) => el.offsetWidth);
      const chip = all.querySelector<HTMLElement>("[data-chip]")?.offsetWidth ?? 0;
      const gap = Number.parseFloat(getComputedStyle(line).columnGap) || 0;
      setMeasured(fittingTagCount(widths, line.clientWidth, gap, chip));
    };
    // Measured in the observer's callbacks only (its first comes as soon as the card is laid out):
    // a measurement made in the effect forced the browser to lay out the whole page on the spot,
    // once per card, during hydration (decision 0038). A card not laid out (hidden, or in a part
    // of the page not rendered yet) reports no width and is measured once it is.
    const observer = new ResizeObserver((entries) => {
      if (entries.some((entry) => entry.target === line && entry.contentRect.width === 0)) return;
      measure();
    });
    observer.observe(line);
    observer.observe(all);
    return () => observer.disconnect();
  }, [names, hydrated]);

  if (!tags.length) return null;
  const shown = Math.min(measured ?? UNMEASURED_TAGS, tags.length);
  const rest = tags.slice(shown);
  return (
    <div className="tags-fit">
      <ul ref={row} className="tags-row" data-testid={testId} data-shown={shown} data-total={tags.length}>
        {tags.slice(0, shown).map((tag, i) => (
          <li key={`${i}:${tag.name}`} className={TAG} title={tag.name} {...tag.data}>
            {tag.icon}
            {tag.name}
          </li>
        ))}
        {rest.length ? (
          <li
            className={CHIP}
            title={rest.map((tag) => tag.name).join(", ")}
            aria-label={t("catalog.moreTags", {
              count: rest.length,
              names: rest.map((tag) => tag.name).join(", "),
            })}
            data-testid="more-tags"
          >
            +{rest.length}
          </li>
        ) : null}
      </ul>
      {/* Every tag at its natural width, out of sight and out of the layout, for measuring. */}
      {hydrated ? (
        <div ref={copy} className="invisible absolute left-0 top-0 flex w-max gap-1.5" aria-hidden>
          {tags.map((tag, i) => (
            <span key={`${i}:${tag.name}`} className={`${TAG} shrink-0`} data-tag>
              {tag.icon}
              {tag.name}
            </span>
          ))}
          <span className={CHIP} data-chip>
            +{tags.length}
          </span>
        </div>
      ) : null}
    </div>
  );
}
