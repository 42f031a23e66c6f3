import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Lang } from "~/utils/lang";
import { i18nConfig } from "./config";

// Each language's interface strings are a chunk of their own, loaded for the page's language only.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/common.json");

const bundledBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    const load = loaders[`../../locales/${lng}/${ns}.json`];
    if (!load) return callback(new Error(`No translations for ${lng}/${ns}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** Initialises i18next in the browser for the language the server rendered. */
export async function initClientI18n(lang: Lang) {
  await i18next
    .use(initReactI18next)
    .use(bundledBackend)
    .init({ ...i18nConfig, lng: lang, react: { useSuspense: false } });
  return i18next;
}
