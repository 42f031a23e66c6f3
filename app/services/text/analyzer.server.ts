import { newStemmer } from "snowball-stemmers";
import lexicon from "./lexicon.json";

/**
 * How the shop reads text, for the header search's index, the assistant's articles and customers'
 * questions alike (decision 0045): lower case, "ё" as "е", words of letters and digits, question
 * words and other stop words dropped, each word stemmed by its own script (Cyrillic by the Russian
 * stemmer, Latin by the English one), so "ключа" finds "ключ" and a Russian question naming
 * "Phantom ESP" still matches the product; and the field's slang read as the thing it names
 * (lexicon.json: "вх" and "wallhack" are "esp", "материнка" is "motherboard").
 */

const russian = newStemmer("russian");
const english = newStemmer("english");

// Words that carry no topic: question words, pronouns, auxiliaries and fillers of both languages.
export const STOP_WORDS: ReadonlySet<string> = new Set(
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
  hey thanks thank want need tell know get got any some just also
  блин короче вообще типа просто плиз пж ребят ребята народ вроде щас сейчас опять снова нифига
  ничего кстати вами нам нас нами кроме ваша вашу вашей вашем ваших ваше наша нашу наше нашей нашем
  наших мое моих моей мою моем твой твоя твою
  whats up ur u pls plz bro guys yo ok okay really actually still even all im ive dont doesnt
  didnt cant wont isnt sometimes like us think getting gets tells being good хороший хорошая хорошие хорошо`
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

/** A word's stem in its own script (no lexicon): digits as they are. */
export function stemOf(word: string) {
  if (/^\p{N}+$/u.test(word)) return word;
  if (/[а-я]/.test(word)) return russian.stem(word);
  if (/[a-z]/.test(word)) return english.stem(word);
  return word;
}

/**
 * Every lexicon form with the terms of its entry's first form (what it is read as), and whether the
 * entry is plain (an everyday thing, not a word of the field).
 */
const ALL_FORMS = lexicon.entries.flatMap((entry) => {
  const [first, ...others] = entry.forms.map((form) => form.toLowerCase().replace(/ё/g, "е"));
  const as = words(first).map(stemOf);
  const plain = "plain" in entry && entry.plain === true;
  return [first, ...others].map((form) => ({ form, as, plain }));
});
/** The one-word forms. */
const LEXICON_FORMS = ALL_FORMS.filter(({ form }) => words(form).length === 1);
/**
 * The forms of two words, by their words' stems: "безопасную загрузку" is "secure boot" in any word
 * form, and "удалённый доступ" is remote access where "удалён" alone may mean "deleted".
 */
const PHRASES = new Map<string, string[]>(
  ALL_FORMS.filter(({ form }) => words(form).length === 2).map(({ form, as }) => [
    words(form).map(stemOf).join(" "),
    as,
  ]),
);
/** Each lexicon form, as written and as stemmed → what it is read as. */
const LEXICON = new Map<string, string[]>(
  LEXICON_FORMS.flatMap(({ form, as }) => [
    [stemOf(form), as],
    [form, as],
  ]),
);
/** The terms the lexicon reads the forms of its entries that are not plain as: the field's own words. */
const FIELD_TERMS = new Set(LEXICON_FORMS.filter(({ plain }) => !plain).flatMap(({ as }) => as));

/**
 * An error code or a library's name ("0xc000007b", "msvcp140", "d3dx9"): as specific as a word of
 * the field — a question naming one asks about it, whatever else it says.
 */
const CODE = /^(0x[0-9a-f]{4,}|[a-z]+\d+[a-z\d]*|\d+[a-z]+\d+[a-z\d]*)$/;

/** Whether a term is one of the field's own words (a lexicon entry's) or a code. */
export const isFieldTerm = (term: string) => FIELD_TERMS.has(term) || (term.length >= 5 && CODE.test(term));

/** The forms a mistyped word is compared with: long enough that one slip cannot make another word. */
const TYPO_FORMS = LEXICON_FORMS.filter(({ form }) => form.length >= 6);

/** Whether two words are at most one edit apart (a letter added, dropped, changed or swapped). */
function oneSlipApart(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  return (
    restA.slice(1) === restB.slice(1) || // changed
    restA.slice(1) === restB || // dropped from b
    restA === restB.slice(1) || // added in b
    (restA.length > 1 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) // swapped
  );
}

/**
 * A word's index terms: none for a stop word, its lexicon entry's, or its stem; a token of two words
 * (`tokens`) is its lexicon entry's.
 */
export function termsOf(word: string, { forgiveSlips = false } = {}): string[] {
  const w = word.toLowerCase().replace(/ё/g, "е");
  if (w.includes(" ")) return PHRASES.get(phraseKey(w)) ?? w.split(" ").flatMap((one) => termsOf(one));
  if (STOP_WORDS.has(w)) return [];
  const known = LEXICON.get(w) ?? LEXICON.get(stemOf(w));
  if (known) return known;
  // A customer's slip in a word of the field ("спуффер", "материнк"): read as the word meant.
  if (forgiveSlips && w.length >= 5) {
    const meant = TYPO_FORMS.find(({ form }) => oneSlipApart(w, form));
    if (meant) return meant.as;
  }
  return [stemOf(w)];
}

/** A word's index terms for MiniSearch's processTerm: null for a stop word. */
export function termOf(word: string): string[] | null {
  const found = termsOf(word);
  return found.length ? found : null;
}

/** The words of a text, a two-word form of the lexicon kept as one token ("безопасную загрузку"). */
export function tokens(text: string): string[] {
  const list = words(text);
  const found: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const pair = i + 1 < list.length ? `${list[i]} ${list[i + 1]}` : "";
    if (pair && PHRASES.has(phraseKey(pair))) {
      found.push(pair);
      i++;
    } else found.push(list[i]);
  }
  return found;
}

const phraseKey = (pair: string) => pair.split(" ").map(stemOf).join(" ");

/** The index terms of a text, in order (stop words dropped). */
export function terms(text: string): string[] {
  return tokens(text).flatMap((token) => termsOf(token));
}

/** The terms of what a customer typed: as `terms`, and a slip in a word of the field forgiven. */
export function queryTerms(text: string): string[] {
  return tokens(text).flatMap((token) => termsOf(token, { forgiveSlips: true }));
}

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ъ: "",
  ы: "i",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/**
 * A name's word as it sounds, in Latin letters: Cyrillic transliterated, then the spellings that
 * sound alike made one (ph/f, w/v, c/k, y/i, doubled letters). "Фантом" and "Phantom" both give
 * "fantom", "раст" gives "rast" (one slip from "rust"): names are found typed in either script.
 */
export function soundKey(word: string): string {
  return word
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[а-я]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? "")
    .replace(/ph/g, "f")
    .replace(/th/g, "t")
    .replace(/kh/g, "h")
    .replace(/ck/g, "k")
    .replace(/w/g, "v")
    .replace(/[cq]/g, "k")
    .replace(/x/g, "ks")
    .replace(/[yj]/g, "i")
    .replace(/ie/g, "i")
    .replace(/(.)\1+/g, "$1")
    .replace(/[^a-z0-9]/g, "");
}
