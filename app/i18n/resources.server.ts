import enAssistant from "../../locales/en/assistant.json";
import enCommon from "../../locales/en/common.json";
import enConsole from "../../locales/en/console.json";
import enLegal from "../../locales/en/legal.json";
import enMail from "../../locales/en/mail.json";
import ruAssistant from "../../locales/ru/assistant.json";
import ruCommon from "../../locales/ru/common.json";
import ruConsole from "../../locales/ru/console.json";
import ruLegal from "../../locales/ru/legal.json";
import ruMail from "../../locales/ru/mail.json";

/**
 * Every translation, bundled into the server. The console's strings are a file of their own so
 * that storefront pages do not download them (`load-strings.client.ts`); the server reads them as
 * the `console.*` keys of `common`, as the pages do.
 */
export const resources = {
  ru: { common: { ...ruCommon, console: ruConsole }, legal: ruLegal, mail: ruMail, assistant: ruAssistant },
  en: { common: { ...enCommon, console: enConsole }, legal: enLegal, mail: enMail, assistant: enAssistant },
};
