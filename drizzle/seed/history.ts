import { and, eq } from "drizzle-orm";
import { randomToken } from "../../app/services/auth/tokens.server";
import { seedClosedTicket, seedPurchases, type SeedPurchase } from "./data/history";
import { assignKey, stockIdFor } from "../../app/services/stock/stock-keys.server";
import { walletReceipt } from "../../app/services/payments/delivery.server";
import { WALLET_NAME } from "../../app/services/payments/items.server";
import { cheatNames } from "../../app/services/catalogue/sql.server";
import { PaymentStatus } from "../../app/utils/payment-status";
import type { Tx } from "../../app/db/client.server";
import * as s from "../../app/db/schema";
import { minorFromAmount } from "../../app/utils/money";

const DAY = 24 * 60 * 60 * 1000;
const statusCode = { paid: PaymentStatus.Payed, pending: PaymentStatus.WaitPay, failed: PaymentStatus.Fail };

/** The row a seeded purchase writes, priced like the option it names (discount included). */
async function purchaseRow(tx: Tx, purchase: SeedPurchase, index: number, userIds: Map<string, number>) {
  const at = new Date(Date.now() - purchase.daysAgo * DAY - index * 37 * 60 * 1000);
  const buyer = userIds.get(purchase.buyer);
  const base = {
    userId: buyer ?? null,
    email: buyer ? null : purchase.buyer,
    // Random, like a real aggregator's: a guessable invoice id must lead nobody to a purchase.
    invoiceId: `SEED-${randomToken(12)}`,
    status: statusCode[purchase.status],
    lang: purchase.lang,
    bonusPercent: 0,
    currency: 0,
    createdAt: at,
    updatedAt: at,
  };
  if ("walletRub" in purchase.item) {
    return {
      ...base,
      kind: "wallet",
      nameRu: WALLET_NAME.ru,
      nameEn: WALLET_NAME.en,
      valueTextRu: "player",
      valueTextEn: "player",
      amountMinor: minorFromAmount(purchase.item.walletRub)!,
      delivery: purchase.status === "paid" ? walletReceipt() : null,
    };
  }
  const { cheat: slug, periodDays } = purchase.item;
  const options = await tx
    .select({ price: s.prices, names: cheatNames() })
    .from(s.prices)
    .innerJoin(s.cheats, eq(s.cheats.id, s.prices.cheatId))
    .where(and(eq(s.cheats.slug, slug), eq(s.prices.periodDays, periodDays)));
  const ru = options.find((o) => o.price.lang === "ru");
  const en = options.find((o) => o.price.lang === "en");
  if (!ru || !en || ru.price.priceMinor === null)
    throw new Error(`Seed purchase of ${slug}/${periodDays}: no RUB price`);
  // Only a paid purchase holds a key; pending and failed ones never reached the stock.
  const stockId =
    purchase.status === "paid" ? await stockIdFor(tx, { cheatId: ru.price.cheatId!, periodDays }) : null;
  return {
    ...base,
    kind: "cheat",
    priceId: ru.price.id,
    cheatId: ru.price.cheatId,
    nameRu: ru.names.ru,
    nameEn: en.names.en,
    valueTextRu: ru.price.title,
    valueTextEn: en.price.title,
    periodDays,
    amountMinor: ru.price.discountPriceMinor ?? ru.price.priceMinor,
    stockId,
  };
}

/**
 * Writes the seeded purchases (paid ones take real keys from the demo stock, the way a payment
 * does) and the client's closed ticket, inside the seed's transaction and after the stock.
 */
export async function seedHistory(tx: Tx) {
  const users = await tx.select({ id: s.users.id, login: s.users.login }).from(s.users);
  const userIds = new Map(users.map((u) => [u.login, u.id]));
  for (const [index, purchase] of seedPurchases.entries()) {
    const [row] = await tx
      .insert(s.purchases)
      .values(await purchaseRow(tx, purchase, index, userIds))
      .returning();
    if (row.status === PaymentStatus.Payed && row.stockId !== null) {
      if ((await assignKey(tx, row)) === null)
        throw new Error(`Seed purchase ${row.invoiceId}: no key in stock`);
    }
  }

  const player = userIds.get("player")!;
  const support = userIds.get("support")!;
  const opened = new Date(Date.now() - seedClosedTicket.daysAgo * DAY);
  const messages = seedClosedTicket.messages;
  const at = (seq: number) => new Date(opened.getTime() + seq * 20 * 60 * 1000);
  const [ticket] = await tx
    .insert(s.tickets)
    .values({
      authorId: player,
      subject: seedClosedTicket.subject,
      closed: true,
      closedAt: at(messages.length + 1),
      resolvedAt: at(messages.length + 1),
      rating: seedClosedTicket.rating.stars,
      ratingComment: seedClosedTicket.rating.comment,
      ratedAt: at(messages.length + 2),
      techsupportId: support,
      lastSenderId: player,
      lastMessageSeq: messages.length,
      lastMessageAt: at(messages.length),
      firstResponseAt: at(messages.findIndex((m) => m.from !== "player") + 1),
      createdAt: opened,
      updatedAt: at(messages.length + 1),
    })
    .returning({ id: s.tickets.id });
  await tx.insert(s.ticketMessages).values(
    messages.map((m, i) => ({
      ticketId: ticket.id,
      seq: i + 1,
      authorId: m.from === "player" ? player : support,
      type: "text" as const,
      text: m.text,
      createdAt: at(i + 1),
    })),
  );
  // Both sides have read the whole conversation: nothing shows as unread.
  await tx
    .insert(s.ticketReads)
    .values(
      [player, support].map((userId) => ({ ticketId: ticket.id, userId, lastReadSeq: messages.length })),
    );
}
