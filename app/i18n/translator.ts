import type { Lang } from "~/utils/lang";

/** The strings only some pages download, loaded on demand (load-strings.client.ts). */
export type LazyNamespace = "console" | "payment";

/** A language's interface strings (locales/<lang>/common.json): nested objects, lists, texts. */
export type Strings = { [key: string]: unknown };

export interface TranslateOptions {
  /** Picks the plural form (`key_one`, `key_few`, `key_many`, `key_other`) and fills `{{count}}`. */
  count?: number;
  /** What to show when the key is missing (instead of the key itself). */
  defaultValue?: string;
  /** Returns the list or object at the key as it is (lists of FAQ items, steps). */
  returnObjects?: boolean;
  [value: string]: unknown;
}

export interface TFunction {
  (key: string, options?: TranslateOptions & { returnObjects?: false }): string;
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralForm(lang: Lang, count: number) {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** A dotted key; a key may itself hold dots (audit action names such as "cheat.status"). */
function lookup(node: unknown, parts: string[]): unknown {
  if (parts.length === 0) return node;
  if (node === null || typeof node !== "object") return undefined;
  for (let size = 1; size <= parts.length; size++) {
    const key = parts.slice(0, size).join(".");
    if (!Object.hasOwn(node, key)) continue;
    const found = lookup((node as Strings)[key], parts.slice(size));
    if (found !== undefined) return found;
  }
  return undefined;
}

function interpolate(text: string, values: TranslateOptions) {
  return text.replace(/\{\{\s*([\w]+)\s*\}\}/g, (whole, name: string) =>
    values[name] === undefined || values[name] === null ? whole : String(values[name]),
  );
}

/**
 * The translation function of the interface: the subset of i18next's `t` the shop's strings use
 * (dotted keys, `{{value}}` interpolation without escaping — React escapes —, CLDR plural
 * suffixes chosen by `count`, `returnObjects`, `defaultValue`), in a few hundred bytes instead of
 * i18next in every page's JavaScript. The server's e-mails and API messages keep i18next; the
 * plural and interpolation tests hold both to the same answers.
 */
export function createTranslator(lang: Lang, strings: Strings): TFunction {
  function t(key: string, options: TranslateOptions = {}): unknown {
    let value: unknown;
    if (typeof options.count === "number")
      value =
        lookup(strings, `${key}_${pluralForm(lang, options.count)}`.split(".")) ??
        lookup(strings, `${key}_other`.split("."));
    value ??= lookup(strings, key.split("."));
    if (options.returnObjects && value !== undefined && typeof value === "object") return value;
    if (typeof value !== "string") return options.defaultValue ?? key;
    return interpolate(value, options);
  }
  return t as TFunction;
}
