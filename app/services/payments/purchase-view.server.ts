import type { Purchase } from "~/db/schema";
import type { Lang } from "~/utils/lang";
import { formatMoney } from "~/utils/price";
import { awaitingKey, deliveredText } from "./delivery.server";

/** What a purchase's result page shows (the sandbox's purchase page and the provider's return). */
export async function purchaseResultView(purchase: Purchase, lang: Lang) {
  return {
    invoiceId: purchase.invoiceId,
    name: lang === "ru" ? purchase.nameRu : purchase.nameEn,
    value: lang === "ru" ? purchase.valueTextRu : purchase.valueTextEn,
    amount: formatMoney(purchase.amountMinor / 100, purchase.currency, lang),
    status: purchase.status,
    kind: purchase.kind,
    delivery: await deliveredText(purchase),
    awaiting: awaitingKey(purchase),
    email: purchase.email,
  };
}

export type PurchaseResultView = Awaited<ReturnType<typeof purchaseResultView>>;
