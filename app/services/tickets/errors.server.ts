/**
 * Why a ticket action was refused. The codes travel to the socket client and the API as they are;
 * the pages translate them (locales: tickets.errors.<code>).
 */
export type TicketErrorCode =
  /** Missing, or not readable by the caller: the two look the same so ids cannot be probed. */
  | "NOT_FOUND"
  /** The caller's role may not do this at all. */
  | "FORBIDDEN"
  /** The ticket's state does not allow it (closed, already taken, already flagged…). */
  | "NOT_ALLOWED"
  | "TICKET_LIMIT_EXCEEDED_ERROR"
  /** Attachments that are not the caller's unsent uploads. */
  | "FILES_INVALID"
  /** A purchase that is not the caller's own (or does not exist) picked for a ticket. */
  | "PURCHASE_INVALID"
  | "INVALID"
  /** Too many messages in a row (TICKET_MESSAGE_LIMITS): the same send succeeds later. */
  | "RATE_LIMITED";

export class TicketError extends Error {
  constructor(
    readonly code: TicketErrorCode,
    readonly field?: string,
  ) {
    super(code);
    this.name = "TicketError";
  }
}

/** A refused message that may be resent after `retryAfterMs`. */
export class TicketRateLimited extends TicketError {
  constructor(readonly retryAfterMs: number) {
    super("RATE_LIMITED");
  }
}

/** HTTP status for an error code. */
export function ticketErrorStatus(code: TicketErrorCode) {
  switch (code) {
    case "NOT_FOUND":
      return 404;
    case "FORBIDDEN":
      return 403;
    case "NOT_ALLOWED":
      return 409;
    case "RATE_LIMITED":
      return 429;
    default:
      return 422;
  }
}
