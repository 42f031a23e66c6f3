import { and, eq, gt, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, users, type User } from "~/db/schema";
import { liveHub } from "~/services/realtime/live-hub.server";
import { readCookie } from "~/utils/preferences";
import { clearCookie, requestCookie, sessionCookieName, setCookie } from "./cookies.server";
import { randomToken, sha256 } from "./tokens.server";
import { singleton } from "~/utils/singleton.server";
import { oncePerRequest } from "../request-context.server";
import { requestAddressHash } from "../payments/checkout.server";

const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reading a session rarely writes. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface SignedIn {
  user: User;
  sessionHash: string;
}

// One lookup per request even when the root and the page loaders both ask.
const lookups = singleton("sessionLookups", () => new WeakMap<Request, Promise<SignedIn | null>>());

/** The signed-in user of a request: a live session of a user who is not blocked; null otherwise. */
export function getSignedIn(request: Request): Promise<SignedIn | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    const id = requestCookie(request, sessionCookieName());
    const hash = id ? sha256(id) : null;
    // Loaders of one reading request share the lookup (each gets its own copy of the Request); a
    // request that writes looks again, as its action may have signed out or changed the user.
    lookup = !hash
      ? Promise.resolve(null)
      : request.method === "GET" || request.method === "HEAD"
        ? oncePerRequest(`signedIn:${hash}`, () => signedInBySessionHash(hash))
        : signedInBySessionHash(hash);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The signed-in user behind a session id's hash (the live socket re-checks it on every event). */
export async function signedInBySessionHash(sessionHash: string): Promise<SignedIn | null> {
  const [row] = await db()
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sessionHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.isBlocked) return null;
  await touchSessionIfDue(sessionHash, row.lastSeenAt);
  return { user: row.user, sessionHash };
}

/** Extends a session in use, at most once per TOUCH_INTERVAL (reading a session rarely writes). */
export async function touchSessionIfDue(sessionHash: string, lastSeenAt: Date) {
  if (Date.now() - lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) return;
  await db()
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) })
    .where(eq(sessions.idHash, sessionHash));
}

/** The session id hash a Cookie header carries, if any. */
export function sessionHashFromCookieHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  const id = readCookie(cookieHeader, sessionCookieName());
  return id ? sha256(id) : null;
}

/**
 * Starts a session for `userId` and returns its Set-Cookie. The id is always new (a session id
 * planted before sign-in is worthless after it), and a session the browser already had is ended.
 */
export async function createSession(request: Request, userId: number): Promise<string> {
  const previous = requestCookie(request, sessionCookieName());
  if (previous) await endSession(sha256(previous));
  const id = randomToken(32);
  await db()
    .insert(sessions)
    .values({
      idHash: sha256(id),
      userId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
      userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
      addressHash: await requestAddressHash(),
    });
  return setCookie(request, sessionCookieName(), id, { maxAgeSeconds: (SESSION_DAYS * DAY_MS) / 1000 });
}

/** Ends the request's session (if any) and returns the Set-Cookie that forgets it. */
export async function destroySession(request: Request): Promise<string> {
  const id = requestCookie(request, sessionCookieName());
  if (id) await endSession(sha256(id));
  return clearCookie(request, sessionCookieName());
}

/** Deletes one session and drops its live sockets on every instance (the user's other sessions stay). */
async function endSession(sessionHash: string) {
  await db().delete(sessions).where(eq(sessions.idHash, sessionHash));
  liveHub()?.disconnectSession(sessionHash);
}

/**
 * Which of these session hashes still sign someone in (not expired, not ended, user not
 * blocked), in one query per thousand: the sockets' periodic re-check asks for all of them at once.
 */
export async function liveSessionHashes(hashes: string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < hashes.length; i += 1000) {
    const rows = await db()
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.idHash, hashes.slice(i, i + 1000)),
          gt(sessions.expiresAt, new Date()),
          eq(users.isBlocked, false),
        ),
      );
    for (const row of rows) live.add(row.idHash);
  }
  return live;
}

/** Ends every session of a user (blocking does this), and drops that user's live sockets. */
export async function endUserSessions(userId: number) {
  await db().delete(sessions).where(eq(sessions.userId, userId));
  liveHub()?.disconnectUser(userId);
}

/** Whether the request carries a session cookie at all (signed in or with a stale one). */
export function hasSessionCookie(request: Request) {
  return requestCookie(request, sessionCookieName()) !== undefined;
}
