import type { TicketListName } from "~/services/tickets/queries.server";
import type {
  NotificationCounters,
  TicketMessageView,
  TicketNoteView,
  TicketSubject,
  TicketView,
} from "./tickets";

/**
 * The live socket's events (SPEC §7.2, path /api/tickets/socket.io), typed for both sides (the
 * client imports these as types only). Every client event may pass an acknowledgement callback;
 * it receives `{ ok: true, data }` or `{ ok: false, error }` with a code of services/tickets/errors;
 * a RATE_LIMITED refusal also says after how many milliseconds the same event may be sent again.
 */
export type Ack<T> = (
  answer: { ok: true; data: T } | { ok: false; error: string; retryAfterMs?: number },
) => void;

export interface TicketMessagesPayload {
  ticket: TicketView;
  messages: TicketMessageView[];
}
export interface TicketListPayload {
  list: TicketView[];
}

export interface ClientToServerEvents {
  "request-notifications": (ack?: Ack<NotificationCounters>) => void;
  /** Marks the ticket read; `open: false` says the reader closed it (no more pushes skipped). */
  "read-ticket-messages": (
    p: { ticketId: number; open?: boolean },
    ack?: Ack<{ ticketId: number; seq: number }>,
  ) => void;
  "request-ticket-help": (p: { ticketId: number }, ack?: Ack<TicketView>) => void;
  "send-message": (
    p: { ticketId: number; message?: string; files?: number[]; clientId?: string },
    ack?: Ack<TicketMessageView>,
  ) => void;
  "take-in-work": (p: { ticketId: number }, ack?: Ack<TicketView>) => void;
  "take-need-help-in-work": (p: { ticketId: number }, ack?: Ack<TicketView>) => void;
  "close-ticket": (p: { ticketId: number }, ack?: Ack<TicketView>) => void;
  /** `afterSeq`: only newer messages (a reconnect asks from the last one it saw). */
  "request-ticket-messages": (
    p: { ticketId: number; afterSeq?: number },
    ack?: Ack<TicketMessagesPayload>,
  ) => void;
  "request-ticket-list": (ack?: Ack<TicketListPayload>) => void;
  "request-techsupport-ticket-list": (ack?: Ack<TicketListPayload>) => void;
  "request-techsupport-my-tickets": (ack?: Ack<TicketListPayload>) => void;
  "request-techsupport-closed-tickets": (ack?: Ack<TicketListPayload>) => void;
  "request-owner-tickets": (ack?: Ack<TicketListPayload>) => void;
  "request-owner-my-tickets": (ack?: Ack<TicketListPayload>) => void;
  "request-all-tickets": (ack?: Ack<TicketListPayload>) => void;
  "partial-update-ticket": (p: { ticketId: number; subject: TicketSubject }, ack?: Ack<TicketView>) => void;
  /** The sender is typing a reply (sent at most every TYPING_SEND_MS; relayed, never stored). */
  typing: (p: { ticketId: number }, ack?: Ack<{ relayed: boolean }>) => void;
  /** Staff add an internal note (idempotent by `clientId`, like a message). */
  "add-note": (p: { ticketId: number; text: string; clientId?: string }, ack?: Ack<TicketNoteView>) => void;
  /** Staff load a ticket's internal notes. */
  "request-ticket-notes": (p: { ticketId: number }, ack?: Ack<TicketNoteView[]>) => void;
}

export interface ServerToClientEvents {
  "receive-message": (p: { ticket: TicketView; message: TicketMessageView }) => void;
  "send-notifications": (p: NotificationCounters) => void;
  /** `readerId` is null for the customer when staff read (SPEC §6: no staff ids to customers). */
  "ticket-messages-readed": (p: { ticketId: number; readerId: number | null; seq: number }) => void;
  "new-ticket": (p: { ticket: TicketView }) => void;
  "remove-ticket": (p: { ticketId: number; list: "review" | "needHelp" }) => void;
  "redirect-to": (p: { page: "techsupport" | "owner"; to: "my"; ticketId: number }) => void;
  "remove-in-work-ticket": (p: { ticketId: number }) => void;
  "new-ticket-to-help": (p: { ticket: TicketView }) => void;
  "remove-owner-my-ticket": (p: { ticketId: number }) => void;
  "send-ticket-list": (p: TicketListPayload) => void;
  "send-ticket-messages": (p: TicketMessagesPayload) => void;
  "send-techsupport-ticket-list": (p: TicketListPayload) => void;
  "send-techsupport-my-tickets": (p: TicketListPayload) => void;
  "send-techsupport-closed-tickets": (p: TicketListPayload) => void;
  "send-owner-tickets": (p: TicketListPayload) => void;
  "send-owner-my-tickets": (p: TicketListPayload) => void;
  "send-all-tickets": (p: TicketListPayload) => void;
  /** The other side of a ticket is typing: the customer, or staff (never named to the customer). */
  typing: (p: { ticketId: number; from: "customer" | "staff" }) => void;
  /** A colleague added an internal note (staff sockets only, never the ticket's author). */
  "ticket-note": (p: { ticketId: number; note: TicketNoteView }) => void;
}

/** A typing client tells the server at most this often; the server drops anything faster. */
export const TYPING_SEND_MS = 2000;
/** How long "… is typing" shows after the last signal (longer than the send interval). */
export const TYPING_SHOW_MS = 5000;

/** Which list each list request answers, and the server event that carries it. */
export const LIST_EVENTS = {
  "request-ticket-list": { list: "mine", reply: "send-ticket-list" },
  "request-techsupport-ticket-list": { list: "review", reply: "send-techsupport-ticket-list" },
  "request-techsupport-my-tickets": { list: "techsupportMy", reply: "send-techsupport-my-tickets" },
  "request-techsupport-closed-tickets": { list: "closed", reply: "send-techsupport-closed-tickets" },
  "request-owner-tickets": { list: "ownerNeedHelp", reply: "send-owner-tickets" },
  "request-owner-my-tickets": { list: "ownerMy", reply: "send-owner-my-tickets" },
  "request-all-tickets": { list: "all", reply: "send-all-tickets" },
} as const satisfies Record<string, { list: TicketListName; reply: keyof ServerToClientEvents }>;

export const SOCKET_PATH = "/api/tickets/socket.io";
