/** Sales rules shared by the console's pages and the server (services/stock, services/payments). */

/** Keys one import may carry (SellAuth and Digiseller uploads are of this order). */
export const IMPORT_MAX_KEYS = 10_000;

/** Unsold keys per page of a stock's console page. */
export const STOCK_KEYS_PAGE = 50;

/** The fields of an account's sign-in details, in the order the buyer reads them. */
export const CREDENTIAL_FIELDS = ["login", "password", "email", "emailPassword", "notes"] as const;

/** Why an import was refused, as `?importError=` reports it (`console.stock.importErrors.*`). */
export const IMPORT_ERRORS = [
  "empty",
  "tooMany",
  "badFile",
  "size",
  "accountStocked",
  "credentials",
] as const;
export type ImportFormError = (typeof IMPORT_ERRORS)[number];

/** The longest internal note on an order. */
export const ORDER_NOTE_MAX = 1000;
/** The owner's reason for a refund: kept on the order as a note and in the audit log. */
export const REFUND_REASON_MAX = 500;

/** What the console's stock state filter picks: needing the owner (waiting buyers or low), each of those, empty, fine. */
export const STOCK_STATES = ["attention", "waiting", "low", "empty", "ok"] as const;
export type StockState = (typeof STOCK_STATES)[number];

/**
 * Why a paid order cannot be delivered: its unique item (a game account) went to someone else, a
 * key order waited longer than AWAITING_REFUND_HOURS for stock, or it was paid at a coupon's price
 * the code no longer gave it (its one use taken by another order, replaced by the buyer's later
 * Buy, or the reward withdrawn). `console.needsRefund.reason.*`, `mail:needsRefund.reason.*`.
 */
export const NEEDS_REFUND_REASONS = ["unavailable", "waited", "coupon"] as const;
export type NeedsRefundReason = (typeof NEEDS_REFUND_REASONS)[number];

/** A stored reason as the console and the mails read it (an unknown one as "unavailable"). */
export const needsRefundReasonOf = (stored: string | null): NeedsRefundReason =>
  NEEDS_REFUND_REASONS.find((reason) => reason === stored) ?? "unavailable";
