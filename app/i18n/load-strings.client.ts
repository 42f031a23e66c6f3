import { isConsolePath, type Lang } from "~/utils/lang";
import { isPaymentPath } from "~/utils/payment-paths";
import type { LazyNamespace, Strings } from "./translator";

// Each language's strings are chunks of their own, loaded for the page's language only: the
// interface (`common`) always; the console's (`console`, read as the `console.*` keys) only by
// console pages, the payment pages' (`payment`, read at the top: `purchaseResult.*`, …) only by
// the payment and purchase pages.
const loaders = import.meta.glob<{ default: Strings }>("../../locales/*/{common,console,payment}.json");

async function load(lang: Lang, file: "common" | LazyNamespace) {
  return (await loaders[`../../locales/${lang}/${file}.json`]()).default;
}

/** The strings of the language the server rendered, with the page's own namespace, if any. */
export async function loadStrings(lang: Lang, pathname: string): Promise<Strings> {
  const [common, console, payment] = await Promise.all([
    load(lang, "common"),
    isConsolePath(pathname) ? load(lang, "console") : undefined,
    isPaymentPath(pathname) ? load(lang, "payment") : undefined,
  ]);
  return { ...common, ...payment, ...(console ? { console } : {}) };
}

/** Adds a namespace's strings to the page's (a client-side navigation into its pages). */
export async function loadNamespace(lang: Lang, namespace: LazyNamespace, strings: Strings) {
  if (namespace === "console") strings.console = await load(lang, namespace);
  else Object.assign(strings, await load(lang, namespace));
}
