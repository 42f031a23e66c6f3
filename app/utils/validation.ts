import { z } from "zod";

/**
 * Form rules of SPEC §5, shared by conform in the browser and the actions on the server. Messages
 * are translation keys (locales/*\/common.json → validation.*), rendered in the page's language.
 */

/** A standard address; a Cyrillic (internationalised) address passes with Unicode letters. */
const LATIN_EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/i;
const UNICODE_EMAIL =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*\.\p{L}{2,}$/u;

/** SPEC §5: empty passes (required is its own rule), Cyrillic passes, otherwise the pattern decides. */
export function isValidEmail(value: string) {
  if (value === "") return true;
  if (/[а-яё]/i.test(value)) return UNICODE_EMAIL.test(value);
  return LATIN_EMAIL.test(value);
}

export const MAX_EMAIL_LENGTH = 254;

/** A required e-mail field. */
export const emailSchema = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .max(MAX_EMAIL_LENGTH, "validation.email")
  .refine(isValidEmail, "validation.email");

export const LOGIN_MIN = 3;
export const LOGIN_MAX = 24;
/** Letters of any script, digits, dot, dash and underscore. */
export const LOGIN_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export const loginSchema = z
  .string({ error: "validation.required" })
  .trim()
  .min(1, "validation.required")
  .min(LOGIN_MIN, "validation.loginLength")
  .max(LOGIN_MAX, "validation.loginLength")
  .regex(LOGIN_PATTERN, "validation.loginChars");

/** The sign-in form: the e-mail address and the site language (SPEC §5: the call needs both). */
export const signInSchema = z.object({
  email: emailSchema,
  redirectTo: z.string().optional(),
});

/** Registration requires accepting the terms of use and the personal-data policy (SPEC §1). */
export const registerSchema = z.object({
  terms: z.literal("on", { error: "validation.acceptTerms" }),
  personalData: z.literal("on", { error: "validation.acceptPersonalData" }),
});

export const changeEmailSchema = z.object({ email: emailSchema });
export const changeLoginSchema = z.object({ login: loginSchema });

/** SPEC §9: a wallet top-up is at least 10 rubles. */
export const WALLET_MIN = 10;
export const WALLET_MAX = 100_000;

/** POST /api/accounts/pay-steam: the wallet form without its confirmation checkbox (SPEC §7.1). */
export const walletSchema = z.object({
  login: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, "validation.required")
    .max(64, "validation.walletLogin"),
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

/** The wallet form as the page and the modal post it: the confirmation is required (never sent on). */
export const walletFormSchema = walletSchema.extend({
  confirm: z.literal("on", { error: "validation.required" }),
});
