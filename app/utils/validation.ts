import { z } from "zod";
import { hasControlChars } from "./plain-text";
import { WALLET_MAX, WALLET_MIN } from "./wallet-limits";

/**
 * Form rules of SPEC §5, shared by conform in the browser and the actions on the server. Messages
 * are translation keys (locales/*\/common.json → validation.*), rendered in the page's language.
 */

/** Letters of the Cyrillic script, in any case and of any language that writes in it. */
const CYRILLIC = /\p{Script=Cyrillic}/u;
/** A standard address; the top-level domain may be an IDNA one (".xn--p1ai" is ".рф"). */
const STANDARD_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.(?:[a-z]{2,}|xn--[a-z0-9-]{2,59})$/i;
/**
 * The same shape with letters and digits of any script ("пользователь@пример.рф"): still one
 * mailbox — no spaces, commas, angle brackets or quotes that would name other recipients.
 */
const INTERNATIONAL_EMAIL =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.(?:\p{L}{2,}|xn--[a-z0-9-]{2,59})$/iu;

/**
 * SPEC §5 e-mail rule: empty passes (required is its own rule); Cyrillic text passes, without the
 * Latin-only standard pattern, as long as it is one mailbox (the same rule feeds the mailer);
 * anything else must match the standard pattern.
 */
export function isValidEmail(value: string) {
  if (value === "") return true;
  if (CYRILLIC.test(value)) return INTERNATIONAL_EMAIL.test(value);
  return STANDARD_EMAIL.test(value);
}

export const MAX_EMAIL_LENGTH = 254;

/** A required e-mail field (NFC first: a decomposed "й" is the same letter as a composed one). */
export const emailSchema = z
  .string({ error: "validation.required" })
  .trim()
  .overwrite((value) => value.normalize("NFC"))
  .min(1, "validation.required")
  .max(MAX_EMAIL_LENGTH, "validation.email")
  .refine(isValidEmail, "validation.email");

export const LOGIN_MIN = 3;
export const LOGIN_MAX = 24;
/** Letters of any script, digits, dot, dash and underscore. */
export const LOGIN_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** Letters of one script only: "оwner" with a Cyrillic "о" would pass for the staff's "owner". */
export function isSingleScript(login: string) {
  const scripts = new Set<string>();
  for (const char of login) {
    if (!/\p{L}/u.test(char)) continue;
    if (/\p{Script=Latin}/u.test(char)) scripts.add("latin");
    else if (/\p{Script=Cyrillic}/u.test(char)) scripts.add("cyrillic");
    else if (/\p{Script=Greek}/u.test(char)) scripts.add("greek");
    else scripts.add("other");
  }
  return scripts.size <= 1;
}

/**
 * A login: NFKC-normalised first (full-width "ｏｗｎｅｒ" becomes "owner", so it meets the
 * uniqueness check), then letters, digits, dot, dash and underscore only (invisible and control
 * characters are refused), in one script.
 */
export const loginSchema = z
  .string({ error: "validation.required" })
  .trim()
  .overwrite((value) => value.normalize("NFKC"))
  .min(1, "validation.required")
  .min(LOGIN_MIN, "validation.loginLength")
  .max(LOGIN_MAX, "validation.loginLength")
  .regex(LOGIN_PATTERN, "validation.loginChars")
  .refine(isSingleScript, "validation.loginMixedScripts");

/** The sign-in form: the e-mail address and the site language (SPEC §5: the call needs both). */
export const signInSchema = z.object({
  email: emailSchema,
  redirectTo: z.string().optional(),
});

/**
 * The two consents (components/forms/consent-boxes.tsx) as a form posts them: both must be ticked,
 * and each error names its box.
 */
export const consentFields = {
  terms: z.literal("on", { error: "validation.acceptTerms" }),
  personalData: z.literal("on", { error: "validation.acceptPersonalData" }),
};

/** Registration requires accepting the terms of use and the personal-data policy (SPEC §1). */
export const registerSchema = z.object(consentFields);

export const changeEmailSchema = z.object({ email: emailSchema });
export const changeLoginSchema = z.object({ login: loginSchema });

export { WALLET_MAX, WALLET_MIN } from "./wallet-limits";

/** POST /api/accounts/pay-steam: the wallet form without its confirmation checkbox (SPEC §7.1). */
export const walletSchema = z.object({
  login: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(64, "validation.walletLogin")
    // Passed on to the payment provider inside a signed link: refused, not silently changed.
    .refine((v) => !hasControlChars(v), "validation.controlChars"),
  email: emailSchema,
  amount: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .refine(
      (v) => /^\d+([.,]\d{1,2})?$/.test(v) && Number(v.replace(",", ".")) >= WALLET_MIN,
      "validation.walletAmount",
    )
    // Only a number can be too large; anything else already has the message above.
    .refine((v) => !(Number(v.replace(",", ".")) > WALLET_MAX), "validation.walletMax"),
});

/**
 * The wallet form as the page and the modal post it: the two consents are required (it takes an
 * e-mail address) and never sent on to the payment.
 */
export const walletFormSchema = walletSchema.extend(consentFields);
