import { and, desc, eq, isNull, or } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { aiChatMessages, aiChatSessions, ticketTranscripts, type TranscriptLine } from "~/db/schema";

/**
 * The assistant conversation carried into a ticket (issue: support that knows the customer): when
 * the assistant's "create a ticket" offer opens the panel, the chat's id travels with the form and
 * its conversation is copied into the ticket, so nobody asks the customer twice. Only the
 * customer's own chat (or an anonymous one, which becomes theirs, as continuing it would do) is
 * taken. Any other id — a chat of someone else who used this browser, one forgotten since — is
 * ignored: the ticket is made without a conversation rather than refused for a field the
 * customer never typed.
 */

/** At most this many of the newest lines are copied (a ticket is not an archive of the chat). */
export const TRANSCRIPT_MAX_LINES = 40;

export async function attachTranscript(tx: Tx, ticketId: number, userId: number, sessionId: string) {
  const [session] = await tx
    .select({ id: aiChatSessions.id, userId: aiChatSessions.userId })
    .from(aiChatSessions)
    .where(
      and(
        eq(aiChatSessions.id, sessionId),
        or(eq(aiChatSessions.userId, userId), isNull(aiChatSessions.userId)),
      ),
    );
  if (!session) return;
  if (session.userId === null)
    await tx.update(aiChatSessions).set({ userId }).where(eq(aiChatSessions.id, session.id));
  const rows = await tx
    .select({ isBot: aiChatMessages.isBot, text: aiChatMessages.text, at: aiChatMessages.createdAt })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.sessionId, session.id))
    .orderBy(desc(aiChatMessages.createdAt), desc(aiChatMessages.id))
    .limit(TRANSCRIPT_MAX_LINES);
  if (!rows.length) return;
  const lines: TranscriptLine[] = rows
    .reverse()
    .map((r) => ({ isBot: r.isBot, text: r.text, at: r.at.toISOString() }));
  await tx.insert(ticketTranscripts).values({ ticketId, lines });
}

/** A ticket's assistant conversation, oldest line first; null when it was not opened from one. */
export async function transcriptOf(ticketId: number): Promise<TranscriptLine[] | null> {
  const [row] = await db()
    .select({ lines: ticketTranscripts.lines })
    .from(ticketTranscripts)
    .where(eq(ticketTranscripts.ticketId, ticketId));
  return row?.lines ?? null;
}
