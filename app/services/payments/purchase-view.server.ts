import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, cheats, cheatTranslations, games, type Purchase } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { formatMinor } from "~/utils/money";
import { cheatPath } from "../catalogue/cheats.server";
import { sanitizeRichText } from "../content/rich-text.server";
import { revealDelivered } from "./delivery.server";
import { stateOf, type OrderState } from "./lifecycle";

/**
 * Where an order stands as its page tells the buyer: the life cycle's state (lifecycle.ts), a held
 * order read as pending. Each has its own heading and words — a refunded order never reads
 * "waiting for payment".
 */
export type PurchaseState = Exclude<OrderState, "start" | "paid" | "held">;

export function purchaseState(
  purchase: Pick<Purchase, "status" | "keyId" | "stockId" | "needsRefundAt">,
): PurchaseState {
  const state = stateOf({ ...purchase, held: false });
  return state === "held" ? "pending" : state;
}

/**
 * What a purchase's result page shows (the sandbox's purchase page and the provider's return).
 * Without `access` (purchase-access.server.ts) it is what anyone holding the invoice id may see:
 * the item, option, amount and status — no key, no buyer's e-mail, no top-up login.
 */
export async function purchaseResultView(purchase: Purchase, lang: Lang, access = true) {
  const state = purchaseState(purchase);
  const delivery = access ? await revealDelivered(purchase) : null;
  const product = await productOf(purchase, lang);
  return {
    invoiceId: purchase.invoiceId,
    name: lang === "ru" ? purchase.nameRu : purchase.nameEn,
    // A top-up's value is the buyer's game-store login: theirs alone. An option's is its period.
    value:
      access || purchase.kind !== "wallet"
        ? lang === "ru"
          ? purchase.valueTextRu
          : purchase.valueTextEn
        : "",
    amount: formatMinor(purchase.amountMinor, purchase.currency, lang),
    /** The loyalty discount taken off the amount (0: none). */
    bonusPercent: purchase.bonusPercent,
    status: purchase.status,
    state,
    kind: purchase.kind,
    delivery,
    awaiting: access && state === "awaitingStock",
    needsRefund: state === "needsRefund",
    email: access ? purchase.email : null,
    locked: !access,
    /** Where to buy it again (a failed or lapsed payment; Buy opens a new invoice), if still sold. */
    productPath: product?.path ?? null,
    /** The product's "after purchase" text (download link, launch steps), under a delivered key. */
    afterPurchase: delivery && product?.afterPurchase ? product.afterPurchase : null,
  };
}

/** The purchase's product page and its "after purchase" text in this language, if it still exists. */
async function productOf(purchase: Purchase, lang: Lang) {
  if (purchase.kind === "wallet") return { path: "/steam", afterPurchase: "" };
  if (purchase.accountId !== null) {
    const [row] = await db()
      .select({ slug: accounts.slug })
      .from(accounts)
      .where(and(eq(accounts.id, purchase.accountId), eq(accounts.isPublished, true)));
    return row ? { path: `/account/${row.slug}`, afterPurchase: "" } : null;
  }
  if (purchase.cheatId === null) return null;
  const [row] = await db()
    .select({ slug: cheats.slug, gameSlug: games.slug, afterPurchase: cheatTranslations.afterPurchase })
    .from(cheats)
    .leftJoin(games, eq(games.id, cheats.gameId))
    .leftJoin(
      cheatTranslations,
      and(eq(cheatTranslations.cheatId, cheats.id), eq(cheatTranslations.lang, lang)),
    )
    .where(eq(cheats.id, purchase.cheatId));
  if (!row) return null;
  return {
    path: cheatPath(row.gameSlug, row.slug),
    afterPurchase: sanitizeRichText(row.afterPurchase ?? ""),
  };
}

export type PurchaseResultView = Awaited<ReturnType<typeof purchaseResultView>>;
