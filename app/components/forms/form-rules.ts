import type { z } from "zod";

/**
 * A form's rules as the browser holds them: its fields' names at once, its zod schema (with zod
 * itself) only when use-validated-form.ts fetches it — the first time the visitor touches the
 * form, not with the page (decision 0038). The schemas stay where the server reads them
 * (utils/validation.ts, utils/ticket-schemas.ts); form-rules.test.ts checks the names against them.
 */
export interface FormRules<Schema extends z.ZodObject> {
  fields: readonly (keyof z.input<Schema> & string)[];
  load: () => Promise<Schema>;
}

const rules = <Schema extends z.ZodObject>(
  fields: readonly (keyof z.input<Schema> & string)[],
  load: () => Promise<Schema>,
): FormRules<Schema> => ({ fields, load });

const validation = () => import("~/utils/validation");

export const signInRules = rules(["email", "redirectTo"], () => validation().then((m) => m.signInSchema));
export const registerRules = rules(["terms", "personalData"], () =>
  validation().then((m) => m.registerSchema),
);
export const walletRules = rules(["login", "email", "amount", "terms", "personalData"], () =>
  validation().then((m) => m.walletFormSchema),
);
export const changeLoginRules = rules(["login"], () => validation().then((m) => m.changeLoginSchema));
export const changeEmailRules = rules(["email"], () => validation().then((m) => m.changeEmailSchema));
/** A new ticket as its form checks it: the files are uploaded apart and checked by the server. */
export const createTicketRules = rules(
  ["subject", "message", "purchaseId", "assistantSessionId", "termOfUse", "personalData"],
  () => import("~/utils/ticket-schemas").then((m) => m.createTicketSchema.omit({ files: true })),
);
