import { newStemmer } from "snowball-stemmers";

/**
 * How the assistant reads text, for the index and for questions alike: lower case, "ё" as "е",
 * words of letters and digits, question words and other stop words dropped, each word stemmed by
 * its own script (Cyrillic by the Russian stemmer, Latin by the English one), so "ключа" finds
 * "ключ" and a Russian question naming "Phantom ESP" still matches the product.
 */

const russian = newStemmer("russian");
const english = newStemmer("english");

// Words that carry no topic: question words, pronouns, auxiliaries and fillers of both languages.
const STOP_WORDS = new Set(
  `а без более бы был была были было быть в вам вас весь во вот все всё всего вы где да даже для до
  его ее её если есть еще ещё же за здесь и из или им их к как какая какие какой когда кто ли либо
  мне меня мой моя мои может можно мы на над надо наш не него нее неё нет ни них но ну о об однако
  он она они оно от очень по под после при про с со так также такой там те тем то того тоже той
  только том ты у уже хотя чего чей чем что чтобы чье чьё эта эти это этот я ваш ваши вашего
  подскажите скажите пожалуйста здравствуйте привет добрый день вечер утро хочу хотел хотела
  мочь могу сделать делать случае нужно нужен нужна
  a about an and are as at be been but by can could do does did for from had has have how i if in
  into is it its me my of on or our please should so than that the their them then there these
  they this to was we were what when where which who why will with would you your yours hello hi
  hey thanks thank want need tell know get got any some just also`
    .split(/\s+/)
    .filter(Boolean),
);

/** Lower-cased words of a text, "ё" read as "е". */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/ё/g, "е")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A word's index term: null for a stop word, otherwise its stem in its own script. */
export function termOf(word: string): string | null {
  const w = word.toLowerCase().replace(/ё/g, "е");
  if (STOP_WORDS.has(w)) return null;
  if (/^\p{N}+$/u.test(w)) return w;
  if (/[а-я]/.test(w)) return russian.stem(w);
  if (/[a-z]/.test(w)) return english.stem(w);
  return w;
}

/** The index terms of a text, in order (stop words dropped). */
export function terms(text: string): string[] {
  return words(text)
    .map(termOf)
    .filter((t): t is string => t !== null && t.length > 0);
}
