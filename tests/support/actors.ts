import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users, type Role, type User } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { createSession } from "~/services/auth/session.server";
import { createUser, findUserByEmail } from "~/services/users/users.server";

export interface Actor {
  user: User;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
}

/**
 * A signed-in session made straight in the process's database, as a sign-in would end: the user
 * of `email` (created, with the terms accepted, when there is none) with `role` when given. Only
 * test harnesses call this; the shop itself has no such door.
 */
export async function mintActor({ email, role, lang = "en" }: { email: string; role?: Role; lang?: Lang }) {
  let user =
    (await findUserByEmail(email)) ??
    (await createUser({ email, emailVerified: true, loginHint: email.split("@")[0], lang }));
  if (role && user.role !== role)
    [user] = await db().update(users).set({ role }).where(eq(users.id, user.id)).returning();
  const setCookie = await createSession(new Request("http://127.0.0.1/"), user.id);
  return { user, cookie: setCookie.split(";")[0] } satisfies Actor;
}

/** A new user of a role with a live session. */
export function makeActor(role: Role, login = `${role}${randomBytes(3).toString("hex")}`): Promise<Actor> {
  return mintActor({ email: `${login}@example.test`, role });
}

/** The same user signed in once more (another browser): a session of its own. */
export async function anotherSession(actor: Actor): Promise<Actor> {
  const setCookie = await createSession(new Request("http://127.0.0.1/"), actor.user.id);
  return { user: actor.user, cookie: setCookie.split(";")[0] };
}
