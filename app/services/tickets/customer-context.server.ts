import { and, count, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  linkedAccounts,
  PaymentStatus,
  paymentEvents,
  purchases,
  tickets,
  users,
  type Purchase,
} from "~/db/schema";
import type { Lang } from "~/utils/lang";
import type { Reader } from "~/utils/ticket-access";
import { maskKey } from "~/utils/tickets";
import { recordAudit } from "../audit/audit.server";
import { awaitingKey, deliveredText } from "../payments/delivery.server";
import { computeBonus, listPurchases, type PurchaseView } from "../payments/purchases.server";
import { TicketError } from "./errors.server";
import { mayKeepNotes } from "./notes.server";
import { readableTicket, ticketsOfAuthor } from "./queries.server";

/**
 * What support sees about the customer behind a ticket (issue: support that knows the customer):
 * the purchase the ticket is about — for its author and staff — and, for staff only, a side panel
 * with the customer's purchases, bonus level, other tickets, linked sign-in providers and the
 * payment events of that purchase. The delivered key is masked; revealing it is a separate,
 * deliberate request, and staff reveals are written to the audit log.
 */

export interface TicketPurchaseView {
  id: number;
  name: string;
  valueText: string;
  periodDays: number;
  createdAt: string;
  status: number;
  /** Paid, and its key comes as soon as the option is restocked. */
  awaiting: boolean;
  /** The delivered key with most of it hidden; null when nothing was delivered. */
  maskedKey: string | null;
}

export interface CustomerContextView {
  login: string;
  since: string;
  bonusPercent: number;
  /** The newest purchases (at most PANEL_LIST) and how many there are in all. */
  purchases: Omit<PurchaseView, "url">[];
  purchaseCount: number;
  /** The customer's other tickets, newest first (at most PANEL_LIST), and how many there are in all. */
  tickets: { id: number; subject: string; closed: boolean; createdAt: string; rating: number | null }[];
  ticketCount: number;
  providers: string[];
  /** The payment notifications received for the ticket's purchase, oldest first. */
  events: { outcome: string; signatureValid: boolean; receivedAt: string }[];
}

const PANEL_LIST = 8;

async function purchaseRow(id: number | null): Promise<Purchase | null> {
  if (id === null) return null;
  const [row] = await db().select().from(purchases).where(eq(purchases.id, id));
  return row ?? null;
}

/** The ticket's purchase as its card shows it, in the page's language. */
export async function ticketPurchase(
  t: { purchaseId: number | null },
  lang: Lang,
): Promise<TicketPurchaseView | null> {
  const row = await purchaseRow(t.purchaseId);
  if (!row) return null;
  const key = await deliveredText(row);
  return {
    id: row.id,
    name: lang === "ru" ? row.nameRu : row.nameEn,
    valueText: lang === "ru" ? row.valueTextRu : row.valueTextEn,
    periodDays: row.periodDays,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    awaiting: awaitingKey(row),
    maskedKey: key === null ? null : maskKey(key),
  };
}

/** The staff side panel of a ticket; null for anyone but staff who may keep notes on it. */
export async function customerContext(
  reader: Reader,
  t: { id: number; authorId: number; purchaseId: number | null } & Parameters<typeof mayKeepNotes>[0],
  lang: Lang,
): Promise<CustomerContextView | null> {
  if (!mayKeepNotes(t, reader)) return null;
  const [[author], list, [{ total }], others, [{ otherTickets }], providers, bonus, events] =
    await Promise.all([
      db()
        .select({ login: users.login, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.id, t.authorId)),
      listPurchases(t.authorId, lang, PANEL_LIST),
      // Paid purchases, as the console's customer list counts them: a pending or failed payment
      // is no purchase of theirs (the list below still shows it, marked).
      db()
        .select({ total: count() })
        .from(purchases)
        .where(and(eq(purchases.userId, t.authorId), eq(purchases.status, PaymentStatus.Payed))),
      ticketsOfAuthor(t.authorId, PANEL_LIST, t.id),
      db()
        .select({ otherTickets: count() })
        .from(tickets)
        .where(and(eq(tickets.authorId, t.authorId), ne(tickets.id, t.id))),
      db()
        .select({ provider: linkedAccounts.provider })
        .from(linkedAccounts)
        .where(eq(linkedAccounts.userId, t.authorId)),
      computeBonus(t.authorId),
      t.purchaseId === null
        ? []
        : db()
            .select({
              outcome: paymentEvents.outcome,
              signatureValid: paymentEvents.signatureValid,
              receivedAt: paymentEvents.receivedAt,
            })
            .from(paymentEvents)
            .where(eq(paymentEvents.purchaseId, t.purchaseId))
            .orderBy(paymentEvents.receivedAt, paymentEvents.id),
    ]);
  return {
    login: author?.login ?? "",
    since: (author?.createdAt ?? new Date()).toISOString(),
    bonusPercent: bonus.bonus,
    // Without the purchase page's address: with some providers it opens the key to whoever has it.
    purchases: list.map(({ url: _url, ...purchase }) => purchase),
    purchaseCount: total,
    tickets: others.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    ticketCount: otherTickets,
    providers: providers.map((p) => p.provider).sort(),
    events: events.map((e) => ({ ...e, receivedAt: e.receivedAt.toISOString() })),
  };
}

/**
 * The whole delivered key of a ticket's purchase, for the ticket's author (the buyer) and for
 * staff who may read the ticket; a staff reveal is audited like the console's.
 */
export async function revealTicketKey(
  reader: Reader & { login: string },
  ticketId: number,
  ip: string | null,
): Promise<string> {
  const t = await readableTicket(reader, ticketId);
  const buyer = t.authorId === reader.id;
  if (!buyer && !mayKeepNotes(t, reader)) throw new TicketError("FORBIDDEN");
  const row = await purchaseRow(t.purchaseId);
  if (!row || row.userId !== t.authorId) throw new TicketError("NOT_FOUND");
  const key = await deliveredText(row);
  if (key === null) throw new TicketError("NOT_ALLOWED");
  if (!buyer)
    await db().transaction((tx) =>
      recordAudit(
        tx,
        { actor: reader, via: "desk", ip },
        {
          action: "order.reveal",
          entity: "order",
          entityId: row.id,
          before: null,
          after: { ticketId },
        },
      ),
    );
  return key;
}
