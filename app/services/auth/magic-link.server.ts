import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { loginTokens, type User } from "~/db/schema";
import { env } from "~/env.server";
import { localizePath, type Lang } from "~/utils/lang";
import { returnPath } from "~/utils/preferences";
import { siteOrigin } from "~/utils/seo.server";
import { linkMail } from "../mail/templates.server";
import { sendMail } from "../mail/mailer.server";
import { consume } from "../rate-limit.server";
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  normalizeEmail,
  setConfirmedEmail,
} from "../users/users.server";
import type { SignInOutcome } from "./sign-in.server";
import { randomToken, sha256 } from "./tokens.server";

/** ARCHITECTURE §6: magic links expire within 15 minutes. */
export const LINK_TTL_MS = 15 * 60 * 1000;
const WINDOW_SECONDS = 15 * 60;

export class TooManyRequests extends Error {
  constructor() {
    super("Too Many Requests");
  }
}

/** Issues a single-use link token: the browser gets the secret, the table keeps its hash. */
async function issueToken(values: {
  email: string;
  lang: Lang;
  userId?: number;
  redirectTo?: string | null;
}) {
  const token = randomToken(32);
  await db()
    .insert(loginTokens)
    .values({ ...values, tokenHash: sha256(token), expiresAt: new Date(Date.now() + LINK_TTL_MS) });
  // Tokens nobody followed are of no use after they expire.
  await db()
    .delete(loginTokens)
    .where(lt(loginTokens.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
  return token;
}

/**
 * POST /api/users/login: e-mails a sign-in link in the page's language. Rate limited per address
 * and per client address; the answer never tells whether the address has an account. A blocked
 * account's address gets nothing: its link could not sign it in, and the mail would only let
 * anyone flood that inbox on demand.
 */
export async function requestSignInLink(input: {
  email: string;
  lang: Lang;
  ip: string | undefined;
  redirectTo?: string | null;
}) {
  const email = normalizeEmail(input.email);
  const limits = env();
  const allowed = await consume([
    {
      rule: { name: "login-email", points: limits.LOGIN_LIMIT_PER_EMAIL, durationSeconds: WINDOW_SECONDS },
      key: email,
    },
    ...(input.ip
      ? [
          {
            rule: { name: "login-ip", points: limits.LOGIN_LIMIT_PER_IP, durationSeconds: WINDOW_SECONDS },
            key: input.ip,
          },
        ]
      : []),
  ]);
  if (!allowed) throw new TooManyRequests();
  if ((await findUserByEmail(email))?.isBlocked) return;
  const redirectTo = returnPath(input.redirectTo);
  const token = await issueToken({ email, lang: input.lang, redirectTo });
  // Only the configured origin: a link built from the request's Host header could carry the token
  // to an attacker's host.
  const url = siteOrigin() + localizePath(`/auth/${token}`, input.lang);
  await sendMail(await linkMail("signIn", input.lang, email, url));
}

/** Takes a token once: the update only matches an unused, unexpired row, so two uses cannot both win. */
async function takeToken(token: string) {
  const [row] = await db()
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, sha256(token)),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/**
 * Whether a link's token can still be used, and for which kind of link, without taking it: the
 * page a link opens is a GET, which must not spend the token (mail scanners prefetch links).
 */
export async function peekToken(token: string): Promise<"signIn" | "changeEmail" | null> {
  if (!token || token.length > 128) return null;
  const [row] = await db()
    .select({ userId: loginTokens.userId })
    .from(loginTokens)
    .where(
      and(
        eq(loginTokens.tokenHash, sha256(token)),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return row.userId === null ? "signIn" : "changeEmail";
}

export type SignInLinkResult =
  | { kind: "user"; user: User; lang: Lang; redirectTo: string | null }
  | { kind: "register"; email: string; lang: Lang; redirectTo: string | null }
  | { kind: "error"; error: "tokenInvalid" | "blocked" };

/** Follows a sign-in link: an existing user signs in; an unknown address goes on to registration. */
export async function activateSignInToken(token: string): Promise<SignInLinkResult> {
  const row = await takeToken(token);
  if (!row || row.userId !== null) return { kind: "error", error: "tokenInvalid" };
  const user = await findUserByEmail(row.email);
  if (!user) return { kind: "register", email: row.email, lang: row.lang, redirectTo: row.redirectTo };
  if (user.isBlocked) return { kind: "error", error: "blocked" };
  // Following the link proves the address is the user's.
  const verified = user.emailVerified ? user : await markEmailVerified(user);
  return { kind: "user", user: verified, lang: row.lang, redirectTo: row.redirectTo };
}

/**
 * A sign-in link followed (the /auth/{token} page or POST /api/users/activate-token), as a sign-in
 * outcome: the user, the registration of a new address, or the failure in `lang`.
 */
export async function followSignInLink(token: string, lang: Lang): Promise<SignInOutcome> {
  const result = await activateSignInToken(token);
  if (result.kind === "error") return { ...result, lang };
  if (result.kind === "user") return result;
  return {
    kind: "register",
    identity: { email: result.email, emailVerified: true, lang: result.lang, redirectTo: result.redirectTo },
  };
}

/**
 * Counts one e-mail change attempt of a user; throws TooManyRequests past the limit. It is counted
 * before anything looks at the new address, so the "address taken" answer cannot be used to test
 * more than a handful of addresses.
 */
export async function countEmailChangeAttempt(user: User) {
  const allowed = await consume([
    {
      rule: { name: "email-change", points: env().LOGIN_LIMIT_PER_EMAIL, durationSeconds: WINDOW_SECONDS },
      key: String(user.id),
    },
  ]);
  if (!allowed) throw new TooManyRequests();
}

/**
 * POST /api/users/update/email: the new address gets a confirmation link; nothing changes yet.
 * The caller has counted the attempt (countEmailChangeAttempt).
 */
export async function requestEmailChange(user: User, newEmail: string, lang: Lang) {
  const email = normalizeEmail(newEmail);
  const token = await issueToken({ email, lang, userId: user.id });
  const url = siteOrigin() + localizePath(`/auth/email/${token}`, lang);
  await sendMail(await linkMail("changeEmail", lang, email, url, { login: user.login }));
}

export type EmailChangeResult =
  { kind: "changed"; user: User; lang: Lang } | { kind: "error"; error: "tokenInvalid" | "emailExists" };

/** Follows an e-mail confirmation link: the new address takes effect now. */
export async function confirmEmailChange(token: string): Promise<EmailChangeResult> {
  const row = await takeToken(token);
  if (!row || row.userId === null) return { kind: "error", error: "tokenInvalid" };
  const user = await findUserById(row.userId);
  if (!user || user.isBlocked) return { kind: "error", error: "tokenInvalid" };
  const changed = await setConfirmedEmail(user.id, row.email);
  if (changed === "exists") return { kind: "error", error: "emailExists" };
  return { kind: "changed", user: changed, lang: row.lang };
}
