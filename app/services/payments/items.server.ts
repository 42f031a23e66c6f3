import type { Minor } from "~/utils/money";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accountTranslations, accounts, cheats, prices } from "~/db/schema";
import { cheatNames } from "../catalogue/sql.server";
import { stockOwnerOf, type StockOwner } from "../stock/stock-keys.server";
import type { Order } from "./orders.server";

/** What a purchase records about its item, in both languages (SPEC §3 Purchase). */
export interface PurchasedItem {
  kind: "cheat" | "account" | "wallet";
  priceId: number | null;
  cheatId: number | null;
  accountId: number | null;
  nameRu: string;
  nameEn: string;
  valueTextRu: string;
  valueTextEn: string;
  periodDays: number;
  /** What the buyer must pay, in minor units, and in which currency. */
  amountMinor: Minor;
  currency: number;
  /** The stock the item's key (or account credentials) comes from; null when it needs none. */
  stock: StockOwner | null;
}

/** What a wallet top-up is called on pages, e-mails and the console. */
export const WALLET_NAME = { ru: "Пополнение кошелька Steam", en: "Steam wallet top-up" };

/**
 * The item an order is for, as it is priced now; null when the option no longer exists or cannot
 * be bought. A wallet top-up's amount is the one the signed order carries.
 */
export async function resolveItem(order: Order): Promise<PurchasedItem | null> {
  if (order.kind === "wallet") {
    return {
      kind: "wallet",
      priceId: null,
      cheatId: null,
      accountId: null,
      nameRu: WALLET_NAME.ru,
      nameEn: WALLET_NAME.en,
      valueTextRu: order.login ?? "",
      valueTextEn: order.login ?? "",
      periodDays: 0,
      amountMinor: order.amountMinor,
      currency: order.currency,
      stock: null,
    };
  }
  return order.priceId ? resolvePriceOption(order.priceId) : null;
}

/** A price option as it is priced now; null when it no longer exists or cannot be bought. */
export async function resolvePriceOption(priceId: number): Promise<PurchasedItem | null> {
  const [price] = await db().select().from(prices).where(eq(prices.id, priceId));
  if (!price || price.currency == null || price.priceMinor == null) return null;
  // The same option in the other language: same owner and position.
  const [twin] = await db()
    .select({ title: prices.title })
    .from(prices)
    .where(
      and(
        price.cheatId ? eq(prices.cheatId, price.cheatId) : eq(prices.accountId, price.accountId!),
        eq(prices.sort, price.sort),
        eq(prices.lang, price.lang === "ru" ? "en" : "ru"),
      ),
    );
  const titles =
    price.lang === "ru"
      ? { ru: price.title, en: twin?.title ?? price.title }
      : { ru: twin?.title ?? price.title, en: price.title };
  let names: { ru: string; en: string };
  if (price.cheatId) {
    const [cheat] = await db()
      .select({ names: cheatNames(), published: cheats.isPublished })
      .from(cheats)
      .where(eq(cheats.id, price.cheatId));
    if (!cheat?.published) return null;
    names = cheat.names;
  } else {
    const [account] = await db()
      .select({ published: accounts.isPublished })
      .from(accounts)
      .where(eq(accounts.id, price.accountId!));
    if (!account?.published) return null;
    const rows = await db()
      .select({ lang: accountTranslations.lang, name: accountTranslations.name })
      .from(accountTranslations)
      .where(eq(accountTranslations.accountId, price.accountId!));
    const byLang = Object.fromEntries(rows.map((r) => [r.lang, r.name]));
    if (!rows.length) return null;
    names = { ru: byLang.ru ?? byLang.en, en: byLang.en ?? byLang.ru };
  }
  return {
    kind: price.cheatId ? "cheat" : "account",
    priceId: price.id,
    cheatId: price.cheatId,
    accountId: price.accountId,
    nameRu: names.ru,
    nameEn: names.en,
    valueTextRu: titles.ru,
    valueTextEn: titles.en,
    periodDays: price.periodDays,
    amountMinor: price.discountPriceMinor ?? price.priceMinor,
    currency: price.currency,
    stock: stockOwnerOf(price),
  };
}
