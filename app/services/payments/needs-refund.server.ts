import { and, asc, count, eq, isNull, sql, type SQL } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { PaymentStatus, purchases, type Purchase } from "~/db/schema";
import { env } from "~/env.server";
import { langT } from "~/i18n/i18n.server";
import { formatStatusDate } from "~/utils/dates";
import { localizePath, type Lang } from "~/utils/lang";
import { formatMinor } from "~/utils/money";
import { needsRefundReasonOf, type NeedsRefundReason } from "~/utils/sales";
import { siteOrigin } from "~/utils/seo.server";
import { enqueueMail, kickOutbox } from "../mail/outbox.server";
import { mailEveryOwner } from "../mail/owners.server";
import { paragraphsMail } from "../mail/templates.server";
import { activeProvider } from "./providers/index.server";
import { inState, mayUndergo } from "./order-states.server";
import { buyerLink, buyerMail } from "./refund-mail.server";

/**
 * A paid order with nothing delivered, not yet marked — the life cycle's awaiting stock, the only
 * state that may wait too long. (Inside the payment's transaction, a paid order whose unique item
 * went elsewhere reads the same until it is marked: `paid` is never stored.)
 */
const undeliveredPaid = mayUndergo("waitedTooLong");

/**
 * Marks the paid orders `where` selects as needing a refund inside the caller's transaction, each
 * once (a conditional update: a second sweep, a second instance or a repeated notification finds
 * it marked), and writes each buyer's e-mail in their language to the outbox with the mark. The
 * caller alerts the owners after its commit (alertNeedsRefund). Returns the rows it marked.
 * A coupon refused at payment (`reason` "coupon") marks the order being paid whatever it was to
 * deliver, nothing having been delivered yet: any paid order not marked before.
 */
export async function markNeedsRefundIn(tx: Tx, where: SQL | undefined, reason: NeedsRefundReason) {
  const markable =
    reason === "coupon"
      ? and(eq(purchases.status, PaymentStatus.Payed), isNull(purchases.needsRefundAt))
      : undeliveredPaid;
  const rows = await tx
    .update(purchases)
    .set({ needsRefundAt: new Date(), needsRefundReason: reason, updatedAt: new Date() })
    .where(and(markable, where))
    .returning();
  for (const purchase of rows) {
    const mail = await buyerMailOf(purchase, reason, tx);
    if (mail) await enqueueMail(tx, mail, { dedupe: `needs-refund:${purchase.id}` });
  }
  return rows;
}

/** After the marks' commit: the buyers' e-mails go out, and one alert for all of them to the owners. */
export async function alertNeedsRefund(marked: Purchase[]) {
  if (!marked.length) return;
  kickOutbox();
  await alertOwners(marked);
}

/**
 * The maintenance sweep: key orders paid longer than AWAITING_REFUND_HOURS ago and still without
 * a key. Runs after the awaiting orders were served from whatever stock arrived.
 */
export async function sweepOverdueAwaiting() {
  const seconds = Math.round(env().AWAITING_REFUND_HOURS * 3600);
  const overdue = sql`${purchases.createdAt} < now() - make_interval(secs => ${seconds})`;
  const marked = await db().transaction((tx) => markNeedsRefundIn(tx, overdue, "waited"));
  await alertNeedsRefund(marked);
  return marked.map((row) => row.id);
}

const waitingForRefund = inState("needsRefund");

/** The orders waiting for a refund, oldest first (they lead the dashboard and the orders list). */
export function ordersNeedingRefund(limit = 20) {
  return db()
    .select({
      id: purchases.id,
      invoiceId: purchases.invoiceId,
      nameRu: purchases.nameRu,
      nameEn: purchases.nameEn,
      amountMinor: purchases.amountMinor,
      currency: purchases.currency,
      email: purchases.email,
      needsRefundAt: purchases.needsRefundAt,
      needsRefundReason: purchases.needsRefundReason,
    })
    .from(purchases)
    .where(waitingForRefund)
    .orderBy(asc(purchases.needsRefundAt), asc(purchases.id))
    .limit(limit);
}

/** How many orders wait for a refund (the console's badge), as a query. */
export const needingRefundCount = () =>
  db().select({ value: count() }).from(purchases).where(waitingForRefund);

/** The buyer's e-mail: what happened, that the money comes back, and that they need do nothing. */
async function buyerMailOf(purchase: Purchase, reason: NeedsRefundReason, tx: Pick<Tx, "select">) {
  const mail = await buyerMail(purchase, tx);
  if (!mail) return null;
  const { to, lang, t, name, amount } = mail;
  const lines = [
    t(`needsRefund.reason.${reason}`, { name, amount, hours: env().AWAITING_REFUND_HOURS }),
    t("needsRefund.next", { amount }),
    t("needsRefund.order", { id: purchase.id, invoice: purchase.invoiceId }),
  ];
  const { html, text } = paragraphsMail(lang, {
    title: t("needsRefund.title"),
    lines,
    button: buyerLink(purchase, t),
    footer: t("needsRefund.footer"),
  });
  return { to, subject: t("needsRefund.subject", { name }), text, html };
}

/** One alert for the orders just marked, to every owner, linking the first of them. */
function alertOwners(marked: Purchase[]) {
  return mailEveryOwner(async (lang) => {
    const t = await langT(lang, "mail");
    const lines = marked.map((purchase) =>
      t("refundAlert.line", {
        id: purchase.id,
        name: lang === "ru" ? purchase.nameRu : purchase.nameEn,
        amount: formatMinor(purchase.amountMinor, purchase.currency, lang),
        reason: t(`refundAlert.reason.${purchase.needsRefundReason}`),
      }),
    );
    const path = marked.length === 1 ? `/admin/orders/${marked[0].id}` : "/admin";
    const { html, text } = paragraphsMail(lang, {
      title: t("refundAlert.title"),
      lines: [t("refundAlert.text"), ...lines],
      button: { label: t("refundAlert.button"), url: `${siteOrigin()}${localizePath(path, lang)}` },
      footer: t("refundAlert.footer"),
    });
    return { subject: t("refundAlert.subject", { count: marked.length }), text, html };
  }, "refund alert");
}

/** The needs-refund panel of the console's overview and orders list, in the reader's language. */
export async function needsRefundPanel(lang: Lang) {
  const rows = await ordersNeedingRefund();
  return {
    // The sandbox refunds at once; a real provider's money goes back in its own cabinet first.
    how: (activeProvider().name === "sandbox" ? "sandbox" : "provider") as "sandbox" | "provider",
    rows: rows.map((row) => ({
      id: row.id,
      item: lang === "ru" ? row.nameRu : row.nameEn,
      amount: formatMinor(row.amountMinor, row.currency, lang),
      email: row.email,
      since: formatStatusDate(row.needsRefundAt!, lang),
      reason: needsRefundReasonOf(row.needsRefundReason),
    })),
  };
}
