import en from "~/content/phrasings/en.json";
import ru from "~/content/phrasings/ru.json";
import type { Lang } from "~/utils/lang";

/**
 * How customers ask for a passage, in their own words: for each page and passage heading, messages
 * a customer might type when that passage is the answer ("the window flashes and is gone" for "The
 * loader does not start"). They are searched with the passage and never shown: an article says
 * what to do in the shop's words, and these bring a customer's words to it (decision 0045, sixth
 * round). Written from each passage alone, never from the evaluation's questions.
 */
export type Phrasings = Record<string, Record<string, string[]>>;

const PHRASINGS: Record<Lang, Phrasings> = { ru, en };

/** The phrasings of one language: page, then the passage's heading, then the messages. */
export const phrasingsOf = (lang: Lang): Phrasings => PHRASINGS[lang];

/** The passages with the ways customers ask for each, where some are written. */
export function withPhrasings<T extends { page: string; heading: string }>(
  lang: Lang,
  passages: T[],
): (T & { asked?: string })[] {
  const own = phrasingsOf(lang);
  return passages.map((passage) => {
    const asked = own[passage.page]?.[passage.heading];
    return asked ? { ...passage, asked: asked.join("\n") } : passage;
  });
}
