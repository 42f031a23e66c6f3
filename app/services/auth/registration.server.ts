import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  linkedAccounts,
  pendingRegistrations,
  type PendingRegistration,
  type Provider,
  type User,
} from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { isUniqueViolation } from "~/db/errors";
import { createUser, findUserByEmail } from "../users/users.server";
import { clearCookie, requestCookie, setCookie } from "./cookies.server";
import { randomToken, sha256 } from "./tokens.server";
import { REFERRAL_COOKIE } from "~/utils/promotion-codes";
import { recordReferral } from "../promotions/referrals.server";
import { requestAddressHash } from "../payments/checkout.server";

export const REGISTRATION_COOKIE = "__registration";
const REGISTRATION_TTL_MS = 30 * 60 * 1000;

export interface PendingIdentity {
  email: string | null;
  emailVerified: boolean;
  provider?: Provider;
  providerAccountId?: string;
  displayName?: string | null;
  lang: Lang;
  redirectTo: string | null;
}

/**
 * Parks an identity that has no account yet until its owner accepts the terms; returns the
 * Set-Cookie that lets the same browser finish the registration.
 */
export async function startRegistration(request: Request, identity: PendingIdentity): Promise<string> {
  const id = randomToken(32);
  await db().delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, new Date()));
  await db()
    .insert(pendingRegistrations)
    .values({
      idHash: sha256(id),
      email: identity.email,
      emailVerified: identity.emailVerified,
      provider: identity.provider ?? null,
      providerAccountId: identity.providerAccountId ?? null,
      displayName: identity.displayName ?? null,
      lang: identity.lang,
      redirectTo: identity.redirectTo,
      expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
    });
  return setCookie(request, REGISTRATION_COOKIE, id, { maxAgeSeconds: REGISTRATION_TTL_MS / 1000 });
}

/** The registration this browser is finishing, if it is still valid. */
export async function pendingRegistration(request: Request): Promise<PendingRegistration | undefined> {
  const id = requestCookie(request, REGISTRATION_COOKIE);
  if (!id) return undefined;
  const [row] = await db()
    .select()
    .from(pendingRegistrations)
    .where(and(eq(pendingRegistrations.idHash, sha256(id)), gt(pendingRegistrations.expiresAt, new Date())))
    .limit(1);
  return row;
}

/**
 * Creates the account of a pending registration (the terms were accepted) and links the provider
 * account it came with. A second submit of the same registration finds nothing to finish.
 */
export async function completeRegistration(
  request: Request,
): Promise<{ user: User; pending: PendingRegistration } | null> {
  const pending = await pendingRegistration(request);
  if (!pending) return null;
  const [taken] = await db()
    .delete(pendingRegistrations)
    .where(eq(pendingRegistrations.idHash, pending.idHash))
    .returning();
  if (!taken) return null;
  // The address may have registered in another tab meanwhile: then this is a sign-in.
  const existing = pending.email ? await findUserByEmail(pending.email) : undefined;
  const user =
    existing && pending.emailVerified
      ? existing
      : await createUser({
          email: existing ? null : pending.email,
          emailVerified: pending.emailVerified,
          loginHint: pending.displayName ?? pending.email?.split("@")[0] ?? null,
          lang: pending.lang,
        });
  if (pending.provider && pending.providerAccountId) {
    try {
      await db().insert(linkedAccounts).values({
        userId: user.id,
        provider: pending.provider,
        providerAccountId: pending.providerAccountId,
        email: pending.email,
        displayName: pending.displayName,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  // A new account through a friend's link (after its social account is linked, which the
  // programme's one-person check compares).
  if (!existing || !pending.emailVerified)
    await recordReferral(user.id, requestCookie(request, REFERRAL_COOKIE), await requestAddressHash());
  return { user, pending };
}

export function clearRegistrationCookie(request: Request) {
  return clearCookie(request, REGISTRATION_COOKIE);
}
