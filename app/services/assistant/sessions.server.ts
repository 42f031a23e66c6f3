import { and, asc, desc, eq, isNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiChatMessages, aiChatSessions, type User } from "~/db/schema";
import { env } from "~/env.server";
import type { AssistantError, AssistantMessage, AssistantSent, AssistantStart } from "~/utils/assistant";
import type { Lang } from "~/utils/lang";
import { consume, type LimitRule } from "../rate-limit.server";
import { answer } from "./assistant.server";

/** A refused assistant call: its code picks the translated message and the HTTP status. */
export class AssistantRefusal extends Error {
  constructor(
    readonly code: AssistantError["code"],
    readonly status: number,
  ) {
    super(code);
  }
}

/** New sessions one client address may open per minute (reopening a known one is free). */
const START_RULE: LimitRule = { name: "ai-chat-start", points: 30, durationSeconds: 60 };

function sendRules(): LimitRule[] {
  const e = env();
  return [
    { name: "ai-chat-minute", points: e.AI_CHAT_LIMIT_PER_MINUTE, durationSeconds: 60 },
    { name: "ai-chat-day", points: e.AI_CHAT_LIMIT_PER_DAY, durationSeconds: 24 * 60 * 60 },
  ];
}

type Row = typeof aiChatMessages.$inferSelect;
const view = (row: Row): AssistantMessage => ({
  id: row.id,
  isBot: row.isBot,
  text: row.text,
  sessionId: row.sessionId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The session a caller may use: an anonymous one (whoever holds its id), or one of the caller's
 * own. An anonymous session becomes the user's when a signed-in user continues it, so a chat
 * started before signing in is kept; a session of another user is as good as unknown.
 */
async function usableSession(sessionId: string | null, user: User | null) {
  if (!sessionId) return null;
  const [session] = await db().select().from(aiChatSessions).where(eq(aiChatSessions.id, sessionId));
  if (!session) return null;
  if (session.userId === null) {
    if (user)
      await db()
        .update(aiChatSessions)
        .set({ userId: user.id, updatedAt: new Date() })
        .where(and(eq(aiChatSessions.id, session.id), isNull(aiChatSessions.userId)));
    return session;
  }
  return session.userId === user?.id ? session : null;
}

/** GET /api/ai-chat/start: the session's messages, or a new empty session when it is missing or unknown. */
export async function startChat(input: {
  sessionId: string | null;
  user: User | null;
  ip: string;
}): Promise<AssistantStart> {
  const session = await usableSession(input.sessionId, input.user);
  if (session) {
    const rows = await db()
      .select()
      .from(aiChatMessages)
      .where(eq(aiChatMessages.sessionId, session.id))
      .orderBy(asc(aiChatMessages.createdAt), asc(aiChatMessages.id));
    return { list: rows.map(view), sessionId: session.id };
  }
  if (!(await consume([{ rule: START_RULE, key: input.ip }])))
    throw new AssistantRefusal("too-many-requests", 429);
  const [created] = await db()
    .insert(aiChatSessions)
    .values({ userId: input.user?.id ?? null })
    .returning({ id: aiChatSessions.id });
  return { list: [], sessionId: created.id };
}

/**
 * POST /api/ai-chat/send-message: stores the question, answers it and stores the reply. The
 * question is kept even when answering fails, so the history shows what was asked.
 */
export async function sendMessage(input: {
  sessionId: string;
  text: string;
  pageLang: Lang;
  user: User | null;
  ip: string;
}): Promise<AssistantSent> {
  const session = await usableSession(input.sessionId, input.user);
  if (!session) throw new AssistantRefusal("invalid-session", 404);
  if (!(await consume(sendRules().map((rule) => ({ rule, key: input.ip })))))
    throw new AssistantRefusal("too-many-requests", 429);

  const earlier = await db()
    .select({ isBot: aiChatMessages.isBot, text: aiChatMessages.text })
    .from(aiChatMessages)
    .where(eq(aiChatMessages.sessionId, session.id))
    .orderBy(desc(aiChatMessages.createdAt), desc(aiChatMessages.id))
    .limit(6);
  const [sent] = await db()
    .insert(aiChatMessages)
    .values({ sessionId: session.id, isBot: false, text: input.text })
    .returning();
  const reply = await answer({ question: input.text, pageLang: input.pageLang, history: earlier.reverse() });
  const [received] = await db()
    .insert(aiChatMessages)
    .values({ sessionId: session.id, isBot: true, text: reply.text })
    .returning();
  await db().update(aiChatSessions).set({ updatedAt: new Date() }).where(eq(aiChatSessions.id, session.id));
  return { sent: view(sent), received: view(received) };
}

/**
 * Forgets anonymous sessions nobody has used for `days` (the maintenance job calls it); a
 * user's sessions stay with the account. Returns how many went.
 */
export async function pruneAnonymousSessions(days = 30) {
  const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  const gone = await db()
    .delete(aiChatSessions)
    .where(and(isNull(aiChatSessions.userId), lt(aiChatSessions.updatedAt, before)))
    .returning({ id: aiChatSessions.id });
  return gone.length;
}
