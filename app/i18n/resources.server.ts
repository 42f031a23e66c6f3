import enAssistant from "../../locales/en/assistant.json";
import enCommon from "../../locales/en/common.json";
import enLegal from "../../locales/en/legal.json";
import enMail from "../../locales/en/mail.json";
import ruAssistant from "../../locales/ru/assistant.json";
import ruCommon from "../../locales/ru/common.json";
import ruLegal from "../../locales/ru/legal.json";
import ruMail from "../../locales/ru/mail.json";

/** Every translation, bundled into the server. */
export const resources = {
  ru: { common: ruCommon, legal: ruLegal, mail: ruMail, assistant: ruAssistant },
  en: { common: enCommon, legal: enLegal, mail: enMail, assistant: enAssistant },
};
