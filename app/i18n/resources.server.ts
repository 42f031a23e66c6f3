import enCommon from "../../locales/en/common.json";
import enLegal from "../../locales/en/legal.json";
import ruCommon from "../../locales/ru/common.json";
import ruLegal from "../../locales/ru/legal.json";

/** Every translation, bundled into the server. */
export const resources = {
  ru: { common: ruCommon, legal: ruLegal },
  en: { common: enCommon, legal: enLegal },
};
