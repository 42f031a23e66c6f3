import { and, eq, isNull, ne, or } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { users, type User } from "~/db/schema";
import { resources } from "~/i18n/resources.server";
import { languages } from "~/utils/lang";
import { sha256 } from "../auth/tokens.server";

/**
 * The consents a customer gives once (issue 56, decision 0043): the terms of use and the
 * personal-data consent. Accepted at registration or with a first ticket, they are shown as given
 * on later forms, with the date and a way to withdraw — and asked again only when the documents'
 * wording changes: the accepted wording is named by a hash of both documents in both languages.
 */
export const CONSENT_DOCUMENTS = ["termOfUse", "personal"] as const;

/** The wording the build ships, as a short hash (the documents live in locales/<lang>/legal.json). */
const VERSION = sha256(
  JSON.stringify(languages.map((lang) => CONSENT_DOCUMENTS.map((doc) => resources[lang].legal[doc]))),
).slice(0, 16);

/** The current wording of the two documents, as a short hash. */
export function currentTermsVersion(): string {
  return VERSION;
}

/** When the customer accepted the current wording, or null (never, withdrawn, or since changed). */
export function consentsGivenAt(user: Pick<User, "termsAcceptedAt" | "termsVersion">): Date | null {
  return user.termsVersion === currentTermsVersion() ? user.termsAcceptedAt : null;
}

/** The columns that record an acceptance of the current wording now (a new account's too). */
export const consentsGivenNow = () => ({ termsAcceptedAt: new Date(), termsVersion: currentTermsVersion() });

/** Records that a customer ticked both boxes; an acceptance of the current wording keeps its date. */
export async function recordConsents(tx: Pick<Tx, "update">, userId: number) {
  const current = currentTermsVersion();
  await tx
    .update(users)
    .set(consentsGivenNow())
    .where(and(eq(users.id, userId), or(isNull(users.termsVersion), ne(users.termsVersion, current))));
}

/** Withdraws both consents: the next form that needs them asks again. */
export async function withdrawConsents(userId: number) {
  await db().update(users).set({ termsAcceptedAt: null, termsVersion: null }).where(eq(users.id, userId));
}
