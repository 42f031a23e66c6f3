import { canRead, canReply, type Reader } from "~/utils/ticket-access";
import { TicketError } from "./errors.server";
import { liveHub, rooms } from "~/services/realtime/live-hub.server";
import { participants } from "./publish.server";
import { loadTicketRow } from "./queries.server";

/**
 * "… is typing" (issue: support that knows the customer): the signal goes to the ticket's other
 * participants' sockets — the customer's, the assigned tech support's and the owner's who took
 * it — and nowhere else; it is never stored. Only someone who may reply may signal, so a guessed
 * ticket id learns nothing (NOT_FOUND, as for every ticket event). The customer sees "support",
 * never a staff member's login.
 */
export async function relayTyping(reader: Reader, ticketId: number): Promise<void> {
  const t = await loadTicketRow(ticketId, reader.id);
  if (!t || !canRead(t, reader)) throw new TicketError("NOT_FOUND");
  if (!canReply(t, reader)) throw new TicketError("NOT_ALLOWED");
  const to = participants(t).filter((id) => id !== reader.id);
  if (!to.length) return;
  liveHub()?.emit(to.map(rooms.user), "typing", {
    ticketId,
    from: t.authorId === reader.id ? "customer" : "staff",
  });
}
