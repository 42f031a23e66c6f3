import en from "~/content/phrasings/en.json";
import ru from "~/content/phrasings/ru.json";
import type { Lang } from "~/utils/lang";
import { logger } from "../logger.server";

/**
 * How customers ask for a passage, in their own words: for each page and passage heading, messages
 * a customer might type when that passage is the answer ("i double click the exe and nothing
 * happens" for "The loader does not start"). They are searched with the passage and never shown:
 * an article says what to do in the shop's words, and these bring a customer's words to it
 * (decision 0045, sixth round). Written from each passage alone, never from the evaluation's
 * questions.
 */
type Phrasings = Record<string, Record<string, string[]>>;

/** By language: page, then the passage's heading, then the messages. */
const PHRASINGS: Record<Lang, Phrasings> = { ru, en };

interface Placed {
  page: string;
  heading: string;
}

/**
 * Each passage's phrasings, and the sets no passage takes ("page | heading"). A passage takes those
 * under its page and heading, or, on a page of one passage with one set, that set whatever its
 * heading says now: an article the owner renames in the console (its heading is its title) keeps
 * how customers ask for it. A set is left unplaced when its page is gone, or when a heading of a
 * page of several passages changed in the locales: its messages are searched nowhere then.
 */
function place(lang: Lang, passages: Placed[]) {
  const own = PHRASINGS[lang];
  const perPage = new Map<string, number>();
  for (const { page } of passages) perPage.set(page, (perPage.get(page) ?? 0) + 1);
  const used = new Set<string>();
  const sets = passages.map(({ page, heading }) => {
    const headings = Object.keys(own[page] ?? {});
    const taken = headings.includes(heading)
      ? heading
      : perPage.get(page) === 1 && headings.length === 1
        ? headings[0]
        : undefined;
    if (taken === undefined) return undefined;
    used.add(`${page} | ${taken}`);
    return own[page][taken];
  });
  const unplaced = Object.entries(own).flatMap(([page, byHeading]) =>
    Object.keys(byHeading)
      .map((heading) => `${page} | ${heading}`)
      .filter((key) => !used.has(key)),
  );
  return { sets, unplaced };
}

/** The passages with the ways customers ask for each, where some are written. */
export function withPhrasings<T extends Placed>(lang: Lang, passages: T[]): (T & { asked?: string })[] {
  const { sets, unplaced } = place(lang, passages);
  if (unplaced.length) logger().warn({ lang, unplaced }, "assistant phrasings name no passage");
  return passages.map((passage, i) => (sets[i] ? { ...passage, asked: sets[i].join("\n") } : passage));
}

/** The phrasings no passage takes (see `place`), "page | heading" each. */
export const unplacedPhrasings = (lang: Lang, passages: Placed[]) => place(lang, passages).unplaced;
