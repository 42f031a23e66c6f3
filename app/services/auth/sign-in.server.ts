import { and, eq } from "drizzle-orm";
import { redirect } from "@remix-run/node";
import { db } from "~/db/client.server";
import { linkedAccounts, users, type Provider, type User } from "~/db/schema";
import { localizePath, type Lang } from "~/utils/lang";
import { safeRedirectPath } from "~/utils/preferences";
import { claimGuestPurchases } from "../payments/purchases.server";
import { isUniqueViolation } from "~/db/errors";
import { findUserByEmail } from "../users/users.server";
import { requestCookie } from "./cookies.server";
import {
  clearRegistrationCookie,
  REGISTRATION_COOKIE,
  startRegistration,
  type PendingIdentity,
} from "./registration.server";
import { createSession } from "./session.server";

/** Why a sign-in did not happen; each has a translated text (authError.* in locales). */
export const AUTH_ERRORS = [
  "tokenInvalid",
  "blocked",
  "providerFailed",
  "linkedElsewhere",
  "providerAlreadyLinked",
  "registrationExpired",
  "emailExists",
] as const;
export type AuthError = (typeof AUTH_ERRORS)[number];

export type SignInOutcome =
  | { kind: "user"; user: User; lang: Lang; redirectTo: string | null }
  | { kind: "linked"; lang: Lang; redirectTo: string | null }
  | { kind: "register"; identity: PendingIdentity }
  | { kind: "error"; error: AuthError; lang: Lang };

/** What a provider told us about the person signing in. */
export interface ProviderIdentity {
  provider: Provider;
  accountId: string;
  email: string | null;
  /** Only a verified address may match an existing account. */
  emailVerified: boolean;
  displayName: string | null;
}

/**
 * SPEC/issue rules for a provider sign-in: a signed-in user links the account; otherwise the
 * linked account finds its user, then a verified e-mail does (and gets linked), else a new user
 * registers.
 */
export async function resolveProviderSignIn(
  identity: ProviderIdentity,
  current: User | null,
  lang: Lang,
  redirectTo: string | null,
): Promise<SignInOutcome> {
  const [link] = await db()
    .select({ userId: linkedAccounts.userId })
    .from(linkedAccounts)
    .where(
      and(
        eq(linkedAccounts.provider, identity.provider),
        eq(linkedAccounts.providerAccountId, identity.accountId),
      ),
    )
    .limit(1);

  if (current) {
    if (link)
      return link.userId === current.id
        ? { kind: "linked", lang, redirectTo }
        : { kind: "error", error: "linkedElsewhere", lang };
    const linked = await linkAccount(current.id, identity);
    return linked
      ? { kind: "linked", lang, redirectTo }
      : { kind: "error", error: "providerAlreadyLinked", lang };
  }

  if (link) {
    const [user] = await db().select().from(users).where(eq(users.id, link.userId)).limit(1);
    return signInAs(user, lang, redirectTo);
  }
  if (identity.email && identity.emailVerified) {
    const user = await findUserByEmail(identity.email);
    if (user) {
      if (user.isBlocked) return { kind: "error", error: "blocked", lang };
      await linkAccount(user.id, identity);
      return signInAs(user, lang, redirectTo);
    }
  }
  return {
    kind: "register",
    identity: {
      email: identity.email,
      emailVerified: identity.emailVerified,
      provider: identity.provider,
      providerAccountId: identity.accountId,
      displayName: identity.displayName,
      lang,
      redirectTo,
    },
  };
}

function signInAs(user: User | undefined, lang: Lang, redirectTo: string | null): SignInOutcome {
  if (!user) return { kind: "error", error: "providerFailed", lang };
  if (user.isBlocked) return { kind: "error", error: "blocked", lang };
  return { kind: "user", user, lang, redirectTo };
}

/** Links a provider account; false when the user already has another account of that provider. */
async function linkAccount(userId: number, identity: ProviderIdentity) {
  try {
    await db().insert(linkedAccounts).values({
      userId,
      provider: identity.provider,
      providerAccountId: identity.accountId,
      email: identity.email,
      displayName: identity.displayName,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** The query parameter that carries a failed sign-in's message to the home page. */
export const AUTH_ERROR_PARAM = "authError";

/**
 * Turns an outcome into the browser's next step: a session and the profile (or the return path),
 * the registration step, or home with the failure's message (SPEC §4.3, §8). With `json` the same
 * step is answered as `{ success, redirectTo, error? }` for the API.
 */
export async function outcomeResponse(
  request: Request,
  outcome: SignInOutcome,
  { extraCookies = [], json = false }: { extraCookies?: string[]; json?: boolean } = {},
) {
  const headers = new Headers();
  for (const cookie of extraCookies) headers.append("Set-Cookie", cookie);
  let target: string;
  switch (outcome.kind) {
    case "user":
      headers.append("Set-Cookie", await createSession(request, outcome.user.id));
      await claimGuestPurchases(outcome.user);
      if (requestCookie(request, REGISTRATION_COOKIE))
        headers.append("Set-Cookie", clearRegistrationCookie(request));
      target = landing(outcome.lang, outcome.redirectTo);
      break;
    case "linked":
      target = landing(outcome.lang, outcome.redirectTo);
      break;
    case "register":
      headers.append("Set-Cookie", await startRegistration(request, outcome.identity));
      target = localizePath("/register", outcome.identity.lang);
      break;
    case "error":
      target = `${localizePath("/", outcome.lang)}?${AUTH_ERROR_PARAM}=${outcome.error}`;
  }
  if (!json) return redirect(target, { headers });
  headers.set("Cache-Control", "no-store");
  const failed = outcome.kind === "error";
  return Response.json(
    failed
      ? { success: false, message: outcome.error, redirectTo: target }
      : { success: true, redirectTo: target },
    { status: failed ? 400 : 200, headers },
  );
}

/** Where a successful sign-in lands: a validated same-site return path, else the profile. */
export function landing(lang: Lang, redirectTo: string | null) {
  const fallback = localizePath("/profile/personal", lang);
  return redirectTo ? safeRedirectPath(redirectTo, fallback) : fallback;
}
