import { Fragment, cloneElement, createContext, isValidElement, useContext, useEffect, useMemo } from "react";
import { defaultLang, type Lang } from "~/utils/lang";
import {
  createTranslator,
  type LazyNamespace,
  type Strings,
  type TFunction,
  type TranslateOptions,
} from "./translator";

type NamespaceLoader = (lang: Lang, namespace: LazyNamespace, strings: Strings) => Promise<void>;

const TranslationContext = createContext<{
  lang: Lang;
  t: TFunction;
  strings: Strings;
  loadNamespace?: NamespaceLoader;
} | null>(null);

/** Without a provider (a component test) every key shows as itself, as i18next did. */
const keysOnly = createTranslator(defaultLang, {});

/** The page's language and its strings, for every component below (server render and browser). */
export function TranslationProvider({
  lang,
  strings,
  loadNamespace,
  children,
}: {
  lang: Lang;
  strings: Strings;
  /** The browser's: fetches a namespace the page's strings do not hold yet. */
  loadNamespace?: NamespaceLoader;
  children: React.ReactNode;
}) {
  const value = useMemo(
    () => ({ lang, t: createTranslator(lang, strings), strings, loadNamespace }),
    [lang, strings, loadNamespace],
  );
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The translation function of the page's language. */
export function useTranslation() {
  const context = useContext(TranslationContext);
  return { t: context?.t ?? keysOnly, lang: context?.lang ?? defaultLang };
}

/**
 * The browser holds the strings of the language the document was loaded in (the language switch
 * is a full load). Should a client-side navigation still cross languages (a redirect), the page
 * is loaded again so every string matches the new language.
 */
export function useStringsOfLanguage(lang: Lang) {
  const context = useContext(TranslationContext);
  const mismatch = context !== null && context.lang !== lang;
  useEffect(() => {
    if (mismatch) window.location.reload();
  }, [mismatch]);
}

const pending = new Map<string, Promise<void>>();

/** A key each on-demand namespace brings: there once it is loaded. */
const LOADED_BY: Record<LazyNamespace, string> = { console: "console", payment: "purchaseResult" };

/**
 * Makes sure a namespace loaded on demand (the console's strings) is there before the component
 * renders: it suspends while the chunk arrives (a client-side navigation into the console; a
 * console page loaded directly has them before it hydrates, the server always has them).
 */
export function useNamespace(namespace: LazyNamespace) {
  const context = useContext(TranslationContext);
  if (!context?.loadNamespace || LOADED_BY[namespace] in context.strings) return;
  const key = `${context.lang}:${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = context.loadNamespace(context.lang, namespace, context.strings);
    pending.set(key, promise);
    promise.catch(() => pending.delete(key));
  }
  throw promise;
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated sentence with elements inside: `<doc>the rules</doc>` in the string becomes the
 * `doc` element of `components` with "the rules" as its text, so translators keep the word order
 * of their language around links.
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TranslateOptions;
  components: Record<string, React.ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values as TranslateOptions & { returnObjects?: false });
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const element = components[match[1] ?? match[3]];
    const inner = match[2];
    parts.push(
      isValidElement(element)
        ? cloneElement(element, { key: match.index }, ...(inner === undefined ? [] : [inner]))
        : (inner ?? ""),
    );
    last = match.index! + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
