import { cached } from "../cache.server";
import { soundKey, STOP_WORDS, words } from "../text/analyzer.server";
import lexicon from "../text/lexicon.json";
import { knowledge, KNOWLEDGE_TAGS } from "./knowledge.server";

/**
 * Russian typed in Latin letters ("vremya na kompe sbivaetsya"), as customers without a Russian
 * keyboard write: read back in Cyrillic when most of its words sound like words of the shop's
 * Russian articles or lexicon and few are English ones. Names were already found by their sound
 * (products.server.ts); this does the same for the rest of the question.
 */

/**
 * A word's sound as Russian is spelt in Latin letters either way: "kluch" and «ключ» (klyuch),
 * "vremya" and "vremja" and «время».
 */
const heardAs = (word: string) => soundKey(word).replace(/i([aeou])/g, "$1");

/** The Russian words the shop writes (its articles, the lexicon, the words it skips), by their sound. */
const russianSounds = () =>
  cached("assistant:russian-sounds", KNOWLEDGE_TAGS, 10 * 60_000, async () => {
    const [ru, en] = await Promise.all([knowledge("ru"), knowledge("en")]);
    const russian = [
      ...ru.flatMap((p) => words(`${p.heading} ${p.text}`)),
      ...lexicon.entries.flatMap(({ forms }) => forms.flatMap(words)),
      ...STOP_WORDS,
    ].filter((word) => /^[а-я]+$/.test(word));
    const sounds = new Map<string, string>();
    for (const word of russian) if (!sounds.has(heardAs(word))) sounds.set(heardAs(word), word);
    const english = new Set(en.flatMap((p) => words(`${p.heading} ${p.pageTitle} ${p.text}`)));
    return { sounds, english };
  });

/**
 * The question in Cyrillic when it is Russian written in Latin letters: at least two of its words
 * (of two letters or more) are heard as Russian words and no fewer than the English ones. Null
 * when it is not (English, or too little to tell).
 */
export async function russianFromLatin(question: string): Promise<string | null> {
  if (/[а-яё]/i.test(question)) return null;
  const latin = words(question).filter((word) => word.length >= 2 && /^[a-z]+$/.test(word));
  if (latin.length < 3) return null;
  const { sounds, english } = await russianSounds();
  // English: written in the English articles, or an English word that tells no topic.
  const isEnglish = (word: string) => english.has(word) || STOP_WORDS.has(word);
  const heard = latin.filter((word) => !isEnglish(word) && sounds.has(heardAs(word)));
  if (heard.length < 2 || heard.length < latin.filter(isEnglish).length) return null;
  return question.replace(/[a-z]+/gi, (word) => {
    const lower = word.toLowerCase();
    return heard.includes(lower) ? sounds.get(heardAs(lower))! : word;
  });
}
