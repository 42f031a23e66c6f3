import { storedMinor, type Minor } from "~/utils/money";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { executedRows } from "~/db/json-rows.server";
import { cheats, games, prices, restockFollows, stockKeys, stocks, users } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath, type Lang } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import { alertMail } from "../alerts/status-alert-mail.server";
import { cheatPath } from "../catalogue/cheats.server";
import { cheatNames } from "../catalogue/sql.server";
import { enqueueMail } from "../mail/outbox.server";
import { keyAvailable, optionInStock, stockIdFor } from "./stock-keys.server";

/**
 * "Notify me when it is back" (decision 0017): a signed-in customer asks for an out-of-stock key
 * option of a published product; when its stock can sell again — keys imported, or a refunded
 * key that was never shown put back — they get one e-mail in their language, written to the
 * outbox in the transaction that refilled the stock, and the request is gone (asked once, told
 * once). It follows the status alerts' rules: only confirmed addresses, not blocked, and only
 * while the customer's alerts are on (the same switch and one-click unsubscribe); a customer whose
 * alerts are off keeps the request for a later refill.
 */

/** A published product's priced key option that cannot sell now: the ones a customer may ask about. */
const waitsForKeys = and(
  eq(prices.type, "key"),
  isNull(prices.accountId),
  sql`${prices.priceMinor} is not null`,
  eq(cheats.isPublished, true),
  sql`not ${optionInStock}`,
);

export interface RestockOption {
  /** The option (price row) id, as the buy block names it. */
  id: number;
  title: string;
  /** What it sells at (the discount price when there is one), in minor units, and its currency. */
  priceMinor: Minor;
  currency: number | null;
  /** Whether the signed-in customer already asked about it (false for a visitor). */
  asked: boolean;
}

/** The product's options a customer can ask to hear about, in the page's language. */
export async function restockOptions(
  cheatId: number,
  lang: Lang,
  userId: number | null,
): Promise<RestockOption[]> {
  const rows = await db()
    .select({
      id: prices.id,
      title: prices.title,
      // The price it sells at when back (structured data lists it as out of stock at that price).
      priceMinor: sql<Minor>`coalesce(${prices.discountPriceMinor}, ${prices.priceMinor})`.mapWith(
        storedMinor,
      ),
      currency: prices.currency,
      asked: userId
        ? sql<boolean>`exists (select 1 from ${restockFollows} f inner join ${stocks} s on s.id = f.stock_id
            where f.user_id = ${userId}::int and s.cheat_id = ${prices.cheatId} and s.period_days = ${prices.periodDays})`
        : sql<boolean>`false`,
    })
    .from(prices)
    .innerJoin(cheats, eq(cheats.id, prices.cheatId))
    .where(and(eq(prices.cheatId, cheatId), eq(prices.lang, lang), waitsForKeys))
    .orderBy(asc(prices.sort));
  return rows.map((r) => ({ ...r, asked: Boolean(r.asked) }));
}

/**
 * Asks (or stops asking) about one option for a customer; false when the option is not one that
 * waits for keys (in stock, not a key, unknown, or its product unpublished). Stopping always works.
 */
export async function askForRestock(userId: number, cheatId: number, priceId: number, ask: boolean) {
  const [option] = await db()
    .select({ cheatId: prices.cheatId, periodDays: prices.periodDays })
    .from(prices)
    .innerJoin(cheats, eq(cheats.id, prices.cheatId))
    .where(
      and(eq(prices.id, priceId), eq(prices.cheatId, cheatId), ask ? waitsForKeys : eq(prices.type, "key")),
    );
  if (!option) return false;
  await db().transaction(async (tx) => {
    const stockId = await stockIdFor(tx, { cheatId, periodDays: option.periodDays });
    if (ask) await tx.insert(restockFollows).values({ userId, stockId }).onConflictDoNothing();
    else
      await tx
        .delete(restockFollows)
        .where(and(eq(restockFollows.userId, userId), eq(restockFollows.stockId, stockId)));
  });
  return true;
}

interface Asker {
  id: number;
  email: string;
  lang: Lang;
}

/**
 * Inside the transaction that put keys into a stock: when it can sell now (what waiting buyers
 * left), each customer who asked and may be told is e-mailed through the outbox and their request
 * removed — in one statement, so two refills at once tell nobody twice. Returns how many.
 */
export async function queueRestockAlerts(tx: Tx, stockId: number): Promise<number> {
  const [product] = await tx
    .select({
      cheatId: stocks.cheatId,
      periodDays: stocks.periodDays,
      names: cheatNames(),
      slug: cheats.slug,
      gameSlug: games.slug,
    })
    .from(stocks)
    .innerJoin(cheats, and(eq(cheats.id, stocks.cheatId), eq(cheats.isPublished, true)))
    .leftJoin(games, eq(games.id, cheats.gameId))
    .where(eq(stocks.id, stockId));
  if (!product) return 0;
  const [free] = await tx
    .select({ id: stockKeys.id })
    .from(stockKeys)
    .where(and(eq(stockKeys.stockId, stockId), keyAvailable))
    .limit(1);
  if (!free) return 0;
  const told = executedRows<Asker>(
    await tx.execute(sql`
      delete from ${restockFollows} f using ${users} u
      where f.stock_id = ${stockId}::int and u.id = f.user_id
        and u.is_blocked = false and u.status_alerts = true and u.email_verified and u.email is not null
      returning u.id, u.email, u.lang`),
  );
  if (!told.length) return 0;
  const titles = await tx
    .select({ lang: prices.lang, title: prices.title })
    .from(prices)
    .where(
      and(
        eq(prices.cheatId, product.cheatId!),
        eq(prices.periodDays, product.periodDays!),
        eq(prices.type, "key"),
        inArray(prices.lang, [...new Set(told.map((a) => a.lang))]),
      ),
    );
  const path = cheatPath(product.gameSlug, product.slug);
  for (const asker of told) {
    const option = titles.find((row) => row.lang === asker.lang)?.title ?? "";
    const mail = await restockMail(
      { ...asker, id: Number(asker.id) },
      { name: product.names[asker.lang], option, path },
      tx,
    );
    await enqueueMail(tx, mail);
  }
  return told.length;
}

/** "It is back": the product and option, a button to its page, why it came and the unsubscribe. */
async function restockMail(to: Asker, what: { name: string; option: string; path: string }, tx: Tx) {
  const t = await langT(to.lang, "mail");
  const { name, option, path } = what;
  const vars = { name, option };
  return alertMail(
    to,
    {
      subject: t("restock.subject", vars),
      lines: [t(option ? "restock.text" : "restock.textNoOption", vars), t("restock.hurry")],
      button: { label: t("restock.button"), url: `${siteOrigin()}${localizePath(path, to.lang)}` },
      why: t("restock.why", vars),
      unsubscribe: t("restock.unsubscribe"),
      footer: t("restock.footer"),
    },
    tx,
  );
}
