import type { Purchase } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { formatMinor } from "~/utils/money";
import { awaitingKey, revealDelivered } from "./delivery.server";
import { needsRefund } from "~/utils/purchase-status";

/**
 * What a purchase's result page shows (the sandbox's purchase page and the provider's return).
 * Without `access` (purchase-access.server.ts) it is what anyone holding the invoice id may see:
 * the item, option, amount and status — no key, no buyer's e-mail, no top-up login.
 */
export async function purchaseResultView(purchase: Purchase, lang: Lang, access = true) {
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
    status: purchase.status,
    kind: purchase.kind,
    delivery: access ? await revealDelivered(purchase) : null,
    awaiting: access && awaitingKey(purchase),
    needsRefund: needsRefund(purchase),
    email: access ? purchase.email : null,
    locked: !access,
  };
}

export type PurchaseResultView = Awaited<ReturnType<typeof purchaseResultView>>;
