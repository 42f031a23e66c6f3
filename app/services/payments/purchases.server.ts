import { and, asc, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { accounts, bonusThresholds, cheats, games, PaymentStatus, purchases } from "~/db/schema";
import { cheatPath } from "../catalogue/cheats.server";
import { levelReached } from "~/utils/bonus";
import { localizePath, type Lang } from "~/utils/lang";
import { needsRefund } from "~/utils/purchase-status";
import { awaitingKey } from "./delivery.server";
import { activeProvider } from "./providers/index.server";
import { fromMinor, storedMinor, type Major } from "~/utils/money";

/** A purchase as the profile lists it (SPEC §3 Purchase), in the page's language. */
export interface PurchaseView {
  id: number;
  createdAt: string;
  name: string;
  valueText: string;
  period: number;
  amount: Major;
  currency: number;
  status: number;
  /** The aggregator's page of the purchase (pay or view), by its id. */
  url: string | null;
  /** Paid, and its key comes as soon as the option is restocked. */
  awaiting: boolean;
  /** Paid, nothing can be delivered: the shop refunds it (needs-refund.server.ts). */
  needsRefund: boolean;
  /**
   * Not paid (awaiting payment, failed or not paid in time): the page of what it bought, in the
   * page's language, where Buy opens a new invoice — null when that product is no longer shown.
   */
  payAgainPath: string | null;
}

/** The statuses whose order can be bought again from its product's page. */
const UNPAID = new Set<number>([PaymentStatus.WaitPay, PaymentStatus.Fail, PaymentStatus.Expired]);

const LIST_LIMIT = 100;

/** GET /api/users/purchases: the user's purchases, newest first. */
export async function listPurchases(userId: number, lang: Lang, limit = LIST_LIMIT): Promise<PurchaseView[]> {
  const found = await db()
    .select({
      row: purchases,
      cheatSlug: cheats.slug,
      gameSlug: games.slug,
      accountSlug: accounts.slug,
    })
    .from(purchases)
    .leftJoin(cheats, and(eq(cheats.id, purchases.cheatId), eq(cheats.isPublished, true)))
    .leftJoin(games, eq(games.id, cheats.gameId))
    .leftJoin(accounts, and(eq(accounts.id, purchases.accountId), eq(accounts.isPublished, true)))
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(limit);
  return found.map(({ row, cheatSlug, gameSlug, accountSlug }) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    name: lang === "ru" ? row.nameRu : row.nameEn,
    valueText: lang === "ru" ? row.valueTextRu : row.valueTextEn,
    period: row.periodDays,
    amount: fromMinor(row.amountMinor),
    currency: row.currency,
    status: row.status,
    url: activeProvider().purchasePageUrl(row, (path) => localizePath(path, lang)),
    awaiting: awaitingKey(row),
    needsRefund: needsRefund(row),
    payAgainPath: UNPAID.has(row.status)
      ? productPathOf(row.kind, cheatSlug, gameSlug, accountSlug, lang)
      : null,
  }));
}

/** The page an order's product is sold on, or null when it is not shown any more. */
function productPathOf(
  kind: string,
  cheatSlug: string | null,
  gameSlug: string | null,
  accountSlug: string | null,
  lang: Lang,
) {
  const path =
    kind === "wallet"
      ? "/steam"
      : accountSlug
        ? `/account/${accountSlug}`
        : cheatSlug
          ? cheatPath(gameSlug, cheatSlug)
          : null;
  return path ? localizePath(path, lang) : null;
}

/** SPEC §3 Bonus. */
export interface BonusView {
  /** The current discount percent. */
  bonus: number;
  spent: { rub: Major; usd: Major };
  /** Thresholds in rubles, ascending. */
  list: { percent: number; amount: Major; amountUsd: Major }[];
  /** The next level to reach, or null at the top. */
  nextBonus: { rub: Major; usd: Major; percent: number } | null;
}

/**
 * The loyalty bonus (SPEC §4.4): paid purchases add up per currency, and the highest level
 * reached (`levelReached`) gives the discount.
 */
export async function computeBonus(
  userId: number,
  q: Pick<Tx, "select"> = db(),
  /** An order to leave out: the level the buyer would have once it is refunded. */
  { excluding }: { excluding?: number } = {},
): Promise<BonusView> {
  const [totals, thresholds] = await Promise.all([
    q
      .select({
        currency: purchases.currency,
        total: sql<string>`coalesce(sum(${purchases.amountMinor}), 0)`,
      })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          eq(purchases.status, PaymentStatus.Payed),
          excluding === undefined ? undefined : ne(purchases.id, excluding),
        ),
      )
      .groupBy(purchases.currency),
    q.select().from(bonusThresholds).orderBy(asc(bonusThresholds.amountRub)),
  ]);
  const spentMinor = (currency: number) =>
    storedMinor(totals.find((t) => t.currency === currency)?.total ?? 0);
  const spent = { rub: fromMinor(spentMinor(0)), usd: fromMinor(spentMinor(1)) };
  const reached = (t: (typeof thresholds)[number]) =>
    levelReached(spent, { amount: t.amountRub, amountUsd: t.amountUsd });
  const bonus = thresholds.filter(reached).reduce((max, t) => Math.max(max, t.percent), 0);
  const next = thresholds.find((t) => !reached(t));
  return {
    bonus,
    spent,
    list: thresholds.map((t) => ({ percent: t.percent, amount: t.amountRub, amountUsd: t.amountUsd })),
    nextBonus: next ? { rub: next.amountRub, usd: next.amountUsd, percent: next.percent } : null,
  };
}

/** A guest's purchases made with this (verified) address become the user's when they sign in. */
export async function claimGuestPurchases(user: {
  id: number;
  email: string | null;
  emailVerified: boolean;
}) {
  if (!user.email || !user.emailVerified) return;
  await db()
    .update(purchases)
    .set({ userId: user.id })
    .where(and(isNull(purchases.userId), eq(purchases.email, user.email)));
}
