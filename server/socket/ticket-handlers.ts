import type { Socket } from "socket.io";
import { z } from "zod";
import { signedInBySessionHash } from "../../app/services/auth/session.server";
import { logger } from "../../app/services/logger.server";
import {
  closeTicket,
  readTicket,
  requestHelp,
  sendMessage,
  takeInWork,
  takeNeedHelpInWork,
  updateTicketSubject,
  SessionEnded,
} from "../../app/services/tickets/commands.server";
import { notificationCounters } from "../../app/services/tickets/counters.server";
import { TicketError, TicketRateLimited } from "../../app/services/tickets/errors.server";
import { rooms } from "../../app/services/realtime/live-hub.server";
import { countLiveMessage } from "../../app/services/tickets/message-limit.server";
import { relayTyping } from "../../app/services/tickets/typing.server";
import { addNote, listNotes } from "../../app/services/tickets/notes.server";
import { getMessages, listTickets } from "../../app/services/tickets/queries.server";
import type { Reader } from "../../app/utils/ticket-access";
import {
  LIST_EVENTS,
  TYPING_SEND_MS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "../../app/utils/ticket-events";
import {
  noteSchema,
  replySchema,
  ticketIdSchema,
  ticketMessagesRequestSchema,
} from "../../app/utils/ticket-schemas";
import { TICKET_SUBJECTS } from "../../app/utils/tickets";

export interface SocketData {
  userId: number;
  role: Reader["role"];
  sessionHash: string;
}

export type TicketSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

type Answer = { ok: true; data: unknown } | { ok: false; error: string; retryAfterMs?: number };

/**
 * One handler per client event of SPEC §7.2. Each re-checks the session (a logout or a block ends
 * the socket's rights at once), validates its payload with zod, lets the ticket services check the
 * caller against the ticket and store, and answers through the acknowledgement; list and message
 * requests also answer with their named server event.
 */
export function registerTicketHandlers(socket: TicketSocket) {
  // Messages and notes of one socket are stored one after another, in the order they arrived: run
  // side by side, three quick lines (or an outbox flushed on reconnect) could take their thread
  // numbers in another order than the author wrote them.
  let writes: Promise<unknown> = Promise.resolve();

  function on<S extends z.ZodType>(
    event: keyof ClientToServerEvents,
    schema: S | null,
    run: (reader: Reader, input: z.output<S>) => Promise<unknown>,
    {
      sessionCheckedByRun = false,
      inOrder = false,
    }: {
      /** The run re-checks the session itself, in its own first query (SessionEnded when gone). */
      sessionCheckedByRun?: boolean;
      /** A write that keeps the socket's order (see `writes`). */
      inOrder?: boolean;
    } = {},
  ) {
    socket.on(event, async (...args: unknown[]) => {
      const ack = typeof args.at(-1) === "function" ? (args.pop() as (a: Answer) => void) : undefined;
      let answer: Answer;
      if (inOrder) {
        const turn = writes.then(() => answerFor(args[0]));
        writes = turn;
        answer = await turn;
      } else answer = await answerFor(args[0]);
      ack?.(answer);
    });

    const unauthorized = (): Answer => {
      socket.disconnect(true);
      return { ok: false, error: "UNAUTHORIZED" };
    };

    async function answerFor(payload: unknown): Promise<Answer> {
      let reader: Reader = { id: socket.data.userId, role: socket.data.role };
      if (!sessionCheckedByRun) {
        let signedIn: Awaited<ReturnType<typeof signedInBySessionHash>>;
        try {
          signedIn = await signedInBySessionHash(socket.data.sessionHash);
        } catch (error) {
          // The database did not answer: a retryable failure, not a signed-out socket.
          logger().error({ err: error, event }, "session check failed");
          return { ok: false, error: "SERVER_ERROR" };
        }
        if (!signedIn) return unauthorized();
        reader = { id: signedIn.user.id, role: signedIn.user.role };
      }
      let input: unknown = undefined;
      if (schema) {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return { ok: false, error: "INVALID" };
        input = parsed.data;
      }
      try {
        return { ok: true, data: await run(reader, input as z.output<S>) };
      } catch (error) {
        if (error instanceof TicketRateLimited)
          return { ok: false, error: error.code, retryAfterMs: error.retryAfterMs };
        if (error instanceof TicketError) return { ok: false, error: error.code };
        if (error instanceof SessionEnded) return unauthorized();
        logger().error({ err: error, event }, "ticket event failed");
        return { ok: false, error: "SERVER_ERROR" };
      }
    }
  }

  on("request-notifications", null, async (reader) => {
    const counters = await notificationCounters(reader);
    socket.emit("send-notifications", counters);
    return counters;
  });

  on("request-ticket-messages", ticketMessagesRequestSchema, async (reader, input) => {
    const payload = await getMessages(reader, input.ticketId, input.afterSeq ?? 0);
    // A socket that loads a ticket has it open: no push for it while it stays so.
    await socket.join(rooms.viewing(input.ticketId));
    socket.emit("send-ticket-messages", payload);
    return payload;
  });

  on(
    "read-ticket-messages",
    ticketIdSchema.extend({ open: z.boolean().optional() }),
    async (reader, input) => {
      const read = await readTicket(reader, input.ticketId);
      if (input.open === false) await socket.leave(rooms.viewing(input.ticketId));
      else await socket.join(rooms.viewing(input.ticketId));
      return read;
    },
  );

  // The hot path: the session is re-checked inside the message's own first query.
  on(
    "send-message",
    replySchema,
    async (reader, input) => {
      await countLiveMessage(reader.id);
      const { message } = await sendMessage(reader, input, { sessionHash: socket.data.sessionHash });
      return message;
    },
    { sessionCheckedByRun: true, inOrder: true },
  );

  // Typing signals: at most one per ticket every TYPING_SEND_MS from this socket; faster ones are
  // answered without a database query and relayed to nobody.
  const lastTyping = new Map<number, number>();
  let lastRelayed = 0;
  on(
    "typing",
    ticketIdSchema,
    async (_reader, { ticketId }) => {
      const now = Date.now();
      // Per ticket, and across tickets (a client cycling through ids gets no more queries).
      if (now - (lastTyping.get(ticketId) ?? 0) < TYPING_SEND_MS * 0.75 || now - lastRelayed < 250)
        return { relayed: false };
      lastTyping.set(ticketId, now);
      lastRelayed = now;
      if (lastTyping.size > 50) lastTyping.delete(lastTyping.keys().next().value!);
      const signedIn = await signedInBySessionHash(socket.data.sessionHash);
      if (!signedIn) throw new SessionEnded();
      await relayTyping({ id: signedIn.user.id, role: signedIn.user.role }, ticketId);
      return { relayed: true };
    },
    { sessionCheckedByRun: true },
  );

  // Internal notes count against the same per-user message limit as messages.
  on(
    "add-note",
    noteSchema,
    async (reader, input) => {
      await countLiveMessage(reader.id);
      return (await addNote(reader, input)).note;
    },
    { inOrder: true },
  );
  on("request-ticket-notes", ticketIdSchema, (reader, { ticketId }) => listNotes(reader, ticketId));

  on("request-ticket-help", ticketIdSchema, (reader, { ticketId }) => requestHelp(reader, ticketId));
  on("take-in-work", ticketIdSchema, (reader, { ticketId }) => takeInWork(reader, ticketId));
  on("take-need-help-in-work", ticketIdSchema, (reader, { ticketId }) =>
    takeNeedHelpInWork(reader, ticketId),
  );
  on("close-ticket", ticketIdSchema, (reader, { ticketId }) => closeTicket(reader, ticketId));
  on("partial-update-ticket", ticketIdSchema.extend({ subject: z.enum(TICKET_SUBJECTS) }), (reader, input) =>
    updateTicketSubject(reader, input),
  );

  for (const [event, { list, reply }] of Object.entries(LIST_EVENTS)) {
    on(event as keyof ClientToServerEvents, null, async (reader) => {
      const payload = { list: await listTickets(reader, list) };
      (socket.emit as (e: string, p: unknown) => void)(reply, payload);
      return payload;
    });
  }
}
