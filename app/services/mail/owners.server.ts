import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { logger } from "../logger.server";
import type { Mail } from "./mailer.server";
import { enqueueMail, kickOutbox } from "./outbox.server";

/**
 * One alert to every owner with an address, each in their own language, through the outbox (sent
 * in the background, retried while the mail server fails). The caller has already recorded that
 * the alert was raised.
 */
export async function mailEveryOwner(compose: (lang: Lang) => Promise<Omit<Mail, "to">>, what: string) {
  const owners = await db()
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(eq(users.role, "owner"), isNotNull(users.email), eq(users.isBlocked, false)));
  try {
    for (const owner of owners) await enqueueMail(db(), { ...(await compose(owner.lang)), to: owner.email! });
  } catch (error) {
    logger().error({ err: error }, `${what} e-mail not written`);
  }
  kickOutbox();
}
