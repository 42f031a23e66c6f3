import type { LoaderFunctionArgs } from "@remix-run/node";
import { holderOf } from "~/services/payments/checkout.server";
import { getSignedIn } from "~/services/auth/session.server";
import { buyOptionRows, couponTargetOf } from "~/services/catalogue/buy-options.server";
import { activeProvider } from "~/services/payments/providers/index.server";
import { computeBonus } from "~/services/payments/purchases.server";
import { quoteCoupon } from "~/services/promotions/coupons.server";
import { couponRefusalOf } from "~/utils/buy";
import { minorFromAmount } from "~/utils/money";
import { effectivePrice } from "~/utils/price";
import { toPriceOption } from "~/services/catalogue/sql.server";

/**
 * GET /resources/coupon-quote?code=…&option=1&option=2: what a code does to a buy block's options
 * for this buyer (decision 0050) — the price each would be charged with it, or why it does not
 * apply (`couponUnknown`, …: Buy's refusal keys). The block shows it before Buy; Buy checks again
 * and holds the use. Nothing is held or stored; the answer is this buyer's, never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const ids = query
    .getAll("option")
    .slice(0, 12)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  const headers = { "Cache-Control": "private, no-store" };
  const code = (query.get("code") ?? "").slice(0, 64);
  // Digiseller charges its own price: no coupon applies there (as no bonus does).
  if (!code || !ids.length || !activeProvider().chargesSignedAmount)
    return Response.json({ refused: code ? "couponNotForThis" : null, prices: {} }, { headers });
  const signedIn = (await getSignedIn(request))?.user ?? null;
  const rows = await buyOptionRows(ids);
  const targets = rows.flatMap((row) => {
    const amount = effectivePrice(toPriceOption(row.price));
    const minor = amount == null ? null : minorFromAmount(amount);
    return minor === null || row.price.currency === null
      ? []
      : [{ ...couponTargetOf(row), priceId: row.price.id, currency: row.price.currency, amountMinor: minor }];
  });
  const quote = await quoteCoupon(
    code,
    targets,
    {
      holder: await holderOf(signedIn?.id ?? null, context.clientIp),
      userId: signedIn?.id ?? null,
      email: signedIn?.email ?? null,
    },
    signedIn ? (await computeBonus(signedIn.id)).bonus : 0,
  );
  return Response.json(
    {
      code: quote.code,
      refused: quote.refused ? couponRefusalOf(quote.refused) : null,
      // Minor units per option id; the block formats them as it formats its own prices.
      prices: quote.amounts,
    },
    { headers },
  );
}
