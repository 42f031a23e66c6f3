import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { linkedAccounts, users, type LinkedAccount, type Provider, type User } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { LOGIN_MAX, LOGIN_MIN } from "~/utils/validation";
import { endUserSessions } from "../auth/session.server";
import { isUniqueViolation } from "~/db/errors";
import { consentsGivenNow } from "./consents.server";

/** The user as the API and the pages show it (SPEC §3 User). */
export interface PublicUser {
  id: number;
  login: string;
  email: string | null;
  role: User["role"];
  avatarJPEG: string | null;
  avatarWebP: string | null;
  linkedAccounts: { provider: Provider; displayName: string | null }[];
}

export function toPublicUser(
  user: User,
  linked: Pick<LinkedAccount, "provider" | "displayName">[],
): PublicUser {
  return {
    id: user.id,
    login: user.login,
    email: user.email,
    role: user.role,
    avatarJPEG: user.avatarJpeg,
    avatarWebP: user.avatarWebp,
    linkedAccounts: linked.map(({ provider, displayName }) => ({ provider, displayName })),
  };
}

/** The public shape of a user, linked accounts included. */
export async function loadPublicUser(user: User): Promise<PublicUser> {
  const linked = await db()
    .select({ provider: linkedAccounts.provider, displayName: linkedAccounts.displayName })
    .from(linkedAccounts)
    .where(eq(linkedAccounts.userId, user.id));
  return toPublicUser(user, linked);
}

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(email: string) {
  const [user] = await db()
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(id: number) {
  const [user] = await db().select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** A login nobody has yet, built from a hint (an e-mail's local part or a provider name). */
export async function uniqueLogin(hint: string | null | undefined): Promise<string> {
  let base = (hint ?? "")
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}._-]+/gu, "")
    .slice(0, LOGIN_MAX - 5);
  if (base.length < LOGIN_MIN) base = "player";
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}_${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await loginTaken(candidate))) return candidate;
  }
  return `player_${Date.now().toString(36)}`;
}

async function loginTaken(login: string, exceptUserId?: number) {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.login}) = lower(${login})`,
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export interface NewUser {
  email: string | null;
  emailVerified: boolean;
  loginHint: string | null;
  lang: Lang;
}

/** Creates a client account; the caller has made sure the terms were accepted. */
export async function createUser({ email, emailVerified, loginHint, lang }: NewUser): Promise<User> {
  const login = await uniqueLogin(loginHint ?? email?.split("@")[0]);
  const [user] = await db()
    .insert(users)
    .values({
      login,
      email: email ? normalizeEmail(email) : null,
      emailVerified,
      lang,
      ...consentsGivenNow(),
    })
    .returning();
  return user;
}

/** Changes the login; "exists" when another user has it (case-insensitively). */
export async function changeLogin(userId: number, login: string): Promise<User | "exists"> {
  if (await loginTaken(login, userId)) return "exists";
  try {
    const [user] = await db().update(users).set({ login }).where(eq(users.id, userId)).returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

/** Whether an address belongs to a user other than `exceptUserId`. */
export async function emailTaken(email: string, exceptUserId?: number) {
  const user = await findUserByEmail(email);
  return Boolean(user && user.id !== exceptUserId);
}

/** Sets a confirmed e-mail address; "exists" when another user took it meanwhile. */
export async function setConfirmedEmail(userId: number, email: string): Promise<User | "exists"> {
  if (await emailTaken(email, userId)) return "exists";
  try {
    const [user] = await db()
      .update(users)
      .set({ email: normalizeEmail(email), emailVerified: true })
      .where(eq(users.id, userId))
      .returning();
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) return "exists";
    throw error;
  }
}

/** Records that the user proved the address (followed a link sent to it). */
export async function markEmailVerified(user: User): Promise<User> {
  const [updated] = await db()
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

/** Blocks a user: every session ends at once, and sign-in is refused from then on. */
export async function blockUser(userId: number) {
  await db().update(users).set({ isBlocked: true }).where(eq(users.id, userId));
  await endUserSessions(userId);
}

/**
 * The customer's language — what their e-mails and push notifications are written in — follows
 * the site they use while they have not chosen one: a signed-in page in the other language makes
 * it theirs. A language chosen on the profile stays whatever site they open. Written only when it
 * changes.
 */
export async function followSiteLanguage(user: Pick<User, "id" | "lang" | "langChosen">, lang: Lang) {
  if (user.lang === lang || user.langChosen) return;
  await db()
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, user.id), ne(users.lang, lang), eq(users.langChosen, false)));
}

/** The language the customer chose on their profile for e-mails and notifications: it stays. */
export async function chooseLanguage(userId: number, lang: Lang) {
  await db().update(users).set({ lang, langChosen: true }).where(eq(users.id, userId));
}
