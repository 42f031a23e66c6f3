import enAssistant from "../../locales/en/assistant.json";
import enCommon from "../../locales/en/common.json";
import enConsole from "../../locales/en/console.json";
import enServer from "../../locales/en/server.json";
import enLegal from "../../locales/en/legal.json";
import enMail from "../../locales/en/mail.json";
import enPayment from "../../locales/en/payment.json";
import ruAssistant from "../../locales/ru/assistant.json";
import ruCommon from "../../locales/ru/common.json";
import ruConsole from "../../locales/ru/console.json";
import ruServer from "../../locales/ru/server.json";
import ruLegal from "../../locales/ru/legal.json";
import ruMail from "../../locales/ru/mail.json";
import ruPayment from "../../locales/ru/payment.json";

/**
 * Every translation, bundled into the server. The console's strings and the payment pages' are
 * files of their own so that storefront pages do not download them (`load-strings.client.ts`);
 * the server reads them as part of `common`, as the pages do: the console's as `console.*`, the
 * payment pages' at the top (`sandbox.*`, `purchaseResult.*`, `paymentComplete.*`). What only the
 * server says (`server.json`: request refusals `http.*`, page descriptions `pageMeta.*`) never
 * reaches a page's bundle.
 */
export const resources = {
  ru: {
    common: { ...ruCommon, ...ruPayment, ...ruServer, console: ruConsole },
    legal: ruLegal,
    mail: ruMail,
    assistant: ruAssistant,
  },
  en: {
    common: { ...enCommon, ...enPayment, ...enServer, console: enConsole },
    legal: enLegal,
    mail: enMail,
    assistant: enAssistant,
  },
};
