import { stripLangPrefix } from "./lang";

/**
 * The payment's own pages — the sandbox's payment and purchase pages, the provider's return —
 * whose strings (locales/<lang>/payment.json) no other page downloads.
 */
export function isPaymentPath(pathname: string) {
  return /^\/(?:sandbox\/(?:pay|purchase)|payment\/complete)(\/|$)/.test(stripLangPrefix(pathname));
}
