import { isConsolePath } from "~/utils/console-sections";
import type { Lang } from "~/utils/lang";
import type { Strings } from "./translator";

// Each language's strings are chunks of their own, loaded for the page's language only: the
// interface (`common`) always, the console's (`console`, read as the `console.*` keys) only by
// console pages.
const loaders = import.meta.glob<{ default: Strings }>("../../locales/*/{common,console}.json");

export type LazyNamespace = "console";

async function load(lang: Lang, file: "common" | LazyNamespace) {
  return (await loaders[`../../locales/${lang}/${file}.json`]()).default;
}

/** The strings of the language the server rendered, with the console's on console pages. */
export async function loadStrings(lang: Lang, pathname: string): Promise<Strings> {
  const [common, console] = await Promise.all([
    load(lang, "common"),
    isConsolePath(pathname) ? load(lang, "console") : undefined,
  ]);
  return console ? { ...common, console } : { ...common };
}

/** Adds a namespace's strings to the page's (a client-side navigation into the console). */
export async function loadNamespace(lang: Lang, namespace: LazyNamespace, strings: Strings) {
  strings[namespace] = await load(lang, namespace);
}
