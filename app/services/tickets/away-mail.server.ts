import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { pushSubscriptions, tickets, users, type Ticket, type TicketMessage } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import { logger } from "../logger.server";
import { enqueueMail, kickOutbox } from "../mail/outbox.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";
import { liveHub, rooms } from "~/services/realtime/live-hub.server";

/** At most one "you have a reply" e-mail per ticket in this window. */
export const AWAY_MAIL_INTERVAL_MS = 15 * 60 * 1000;

/**
 * E-mail when away (issue: support that knows the customer): a staff reply to a customer who has
 * no open socket anywhere in the cluster (so is not looking at the ticket) and no push
 * subscription is e-mailed to them with the reply and a link — at most one per ticket per 15
 * minutes, claimed with one conditional update so two instances never both send. It runs after
 * the message is stored and acknowledged, never in its way; the e-mail goes through the outbox,
 * which retries it while the mail server fails (the reply itself is safe in the ticket). Internal notes never come here: they are not messages.
 */
export function mailIfAway(t: Pick<Ticket, "id" | "authorId" | "awayMailAt">, m: TicketMessage): void {
  const recent = t.awayMailAt && Date.now() - t.awayMailAt.getTime() < AWAY_MAIL_INTERVAL_MS;
  if (recent) return;
  void mailAway(t, m).catch((error: unknown) =>
    logger().warn({ err: error, ticketId: t.id }, "away e-mail not sent"),
  );
}

async function mailAway(t: Pick<Ticket, "id" | "authorId">, m: TicketMessage) {
  const hub = liveHub();
  // Without the live channel nobody can tell whether the customer is looking.
  if (!hub) return;
  const [author] = await db()
    .select({
      email: users.email,
      // Only a confirmed address: an unconfirmed one may be someone else's.
      emailVerified: users.emailVerified,
      lang: users.lang,
      isBlocked: users.isBlocked,
      // By value: a column of the outer table would render unqualified here and bind to s.id.
      hasPush: sql<boolean>`exists (select 1 from ${pushSubscriptions} s where s.user_id = ${t.authorId}::int)`,
    })
    .from(users)
    .where(eq(users.id, t.authorId));
  if (!author?.email || !author.emailVerified || author.isBlocked || author.hasPush) return;
  if ((await hub.usersIn(rooms.user(t.authorId))).length) return;
  const claimedAt = new Date();
  // The window is claimed and the e-mail written in one transaction: the outbox sends it (and
  // retries it) after the commit, and no two instances both write one.
  const written = await db().transaction(async (tx) => {
    const [claimed] = await tx
      .update(tickets)
      .set({ awayMailAt: claimedAt })
      .where(
        and(
          eq(tickets.id, t.id),
          or(
            isNull(tickets.awayMailAt),
            lt(tickets.awayMailAt, new Date(claimedAt.getTime() - AWAY_MAIL_INTERVAL_MS)),
          ),
        ),
      )
      .returning({ id: tickets.id });
    if (claimed) await enqueueMail(tx, await awayMail(author.email!, author.lang, t.id, m));
    return Boolean(claimed);
  });
  if (written) kickOutbox();
}

async function awayMail(to: string, lang: "ru" | "en", ticketId: number, m: TicketMessage) {
  const t = await langT(lang, "mail");
  const url = `${siteOrigin()}${localizePath(`/profile/ticket/${ticketId}`, lang)}`;
  const reply = m.text || t("awayReply.pictures");
  const title = t("awayReply.title", { id: ticketId });
  const html = mailLayout(lang, {
    title,
    body: `${escapeHtml(t("awayReply.text"))}<br><br><span style="display:block;border-left:3px solid #7c3aed;padding-left:12px;color:#e7e9f3;white-space:pre-wrap">${escapeHtml(reply)}</span>`,
    button: { label: t("awayReply.button"), url },
    footer: t("awayReply.footer"),
  });
  const text = [
    title,
    "",
    t("awayReply.text"),
    "",
    reply,
    "",
    `${t("awayReply.button")}: ${url}`,
    "",
    t("awayReply.footer"),
  ].join("\n");
  return { to, subject: t("awayReply.subject", { id: ticketId }), text, html };
}
