import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { logger } from "../logger.server";
import { sendMail, type Mail } from "./mailer.server";

/**
 * One alert to every owner with an address, each in their own language. A failed send is logged
 * and the others still go; the caller has already recorded that the alert was raised.
 */
export async function mailEveryOwner(compose: (lang: Lang) => Promise<Omit<Mail, "to">>, what: string) {
  const owners = await db()
    .select({ email: users.email, lang: users.lang })
    .from(users)
    .where(and(eq(users.role, "owner"), isNotNull(users.email), eq(users.isBlocked, false)));
  for (const owner of owners) {
    try {
      await sendMail({ ...(await compose(owner.lang)), to: owner.email! });
    } catch (error) {
      logger().error({ err: error }, `${what} e-mail failed`);
    }
  }
}
