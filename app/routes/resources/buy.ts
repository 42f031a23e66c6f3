import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/client.server";
import { getSignedIn } from "~/services/auth/session.server";
import { cheatPath } from "~/services/catalogue/cheats.server";
import { productKind } from "~/services/catalogue/product-kind.server";
import { toPriceOption } from "~/services/catalogue/sql.server";
import { buyOptionRows, couponTargetOf, type BuyOptionRow } from "~/services/catalogue/buy-options.server";
import { optionHeldForHolder, holderOf, mayStartCheckout } from "~/services/payments/checkout.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { unavailableBecause } from "~/services/stock/holds.server";
import { existingStockId, stockOwnerOf } from "~/services/stock/stock-keys.server";
import { couponRefusalOf, optionKindOf, refusedBuyPath, validateBuy, type BuyRefusal } from "~/utils/buy";
import { parseId } from "~/utils/ids";
import { COUPON_COOKIE } from "~/utils/promotion-codes";
import { readCookie } from "~/utils/preferences";
import { isLang, localizePath, stripLangPrefix, type Lang } from "~/utils/lang";
import { returnPath } from "~/utils/preferences";

/**
 * Buy: the buy form posts here into a new tab, with JavaScript or without. It checks the same rules
 * as the browser and starts the checkout — the chosen option's payment link, signed with who
 * started it (the only kind of payment that holds stock) — rate-limited per buyer. A Buy that
 * cannot start one goes back to the product page, which says why in the buyer's language
 * (`?buy=…`, utils/buy.ts): an option sold, held or out of stock since the page was drawn, a
 * product taken off sale, a consent missing, too many checkouts.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const optionId = parseId(form.get("option"));
  const [row] = optionId !== null ? await buyOptionRows([optionId]) : [];
  const signedIn = await getSignedIn(request);
  const holder = await holderOf(signedIn?.user.id ?? null, context.clientIp);
  // The option belongs to a cheat or an account; either must be published to be bought. What this
  // buyer holds themselves is on sale to them: a new Buy takes their hold over.
  const published = row && (row.cheatPublished ?? row.accountPublished) === true;
  const ownHold = published && !row.price.inStock && (await optionHeldForHolder(holder, row.price));
  const option = published ? [toPriceOption({ ...row.price, inStock: row.price.inStock || ownHold })] : [];
  // The payment URL of this checkout: signed, credited to a signed-in buyer, and naming who
  // started it, so that its pending payment may hold the item for them (checkout.server.ts).
  const formLang = form.get("lang") as Lang;
  const lang = isLang(formLang) ? formLang : (row?.price.lang ?? "ru");
  // A coupon is checked (and one of its uses held) only for a Buy that passes the form's own rules.
  // The block's field, else the code a `?coupon=` link kept for the visit (server/promotion-params.ts).
  const couponText =
    String(form.get("coupon") ?? "").trim() || readCookie(request.headers.get("Cookie"), COUPON_COOKIE) || "";
  const formValid = optionId !== null && form.get("terms") === "on" && form.get("personal") === "on";
  // The per-buyer limit on checkouts is counted before a coupon's use is held: a Buy refused as one
  // too many must not keep the code's last use from other buyers for RESERVATION_MINUTES.
  const mayStart = formValid && row ? await mayStartCheckout(holder) : true;
  const coupon =
    couponText && formValid && row && mayStart
      ? {
          text: couponText,
          target: couponTargetOf(row),
        }
      : undefined;
  const withLink = await withBuyLinks(request, { prices: option }, lang, { holder, coupon });
  const errors = validateBuy(
    { option: optionId, terms: form.get("terms") === "on", personal: form.get("personal") === "on" },
    withLink.prices,
    optionKindOf(row?.accountPublished != null ? "account" : productKind(row?.category ?? 0)),
  );
  const refusals: BuyRefusal[] = [];
  if (errors.option) refusals.push(await whyNotOnSale(row, optionId, published, withLink.prices[0]));
  if (errors.terms) refusals.push("terms");
  if (errors.personal) refusals.push("personal");
  if (withLink.couponRefused) refusals.push(couponRefusalOf(withLink.couponRefused));
  if (!refusals.length && !mayStart) refusals.push("tooMany");
  if (!refusals.length) return redirect(withLink.prices[0].redirect!, 303);
  // Back to the product (the page the form was posted from when the option is unknown), saying why.
  // An account's page is gone with its publication: its list says so then.
  const product = row?.accountSlug
    ? row.accountPublished
      ? `/account/${row.accountSlug}`
      : "/accounts"
    : row?.cheatSlug
      ? cheatPath(row.gameSlug, row.cheatSlug)
      : stripLangPrefix(returnPath(refererPath(request)) ?? "/catalog");
  return redirect(
    refusedBuyPath(localizePath(product, lang), refusals, row ? optionId : null),
    // The refusal is about this moment: never kept by a cache. A refused code is forgotten, so
    // the next Buy (without JavaScript, where the field starts empty) is not refused again.
    {
      status: 303,
      headers: {
        "Cache-Control": "no-store",
        ...(withLink.couponRefused
          ? { "Set-Cookie": `${COUPON_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` }
          : {}),
      },
    },
  );
}

/** The path of the page the form was posted from (this site's: only its path is taken). */
function refererPath(request: Request) {
  try {
    return new URL(request.headers.get("Referer") ?? "").pathname;
  } catch {
    return null;
  }
}

/** Why the chosen option could not be bought: never chosen, gone, off sale, sold, held, out of stock. */
async function whyNotOnSale(
  row: BuyOptionRow | undefined,
  optionId: number | null,
  published: boolean | undefined,
  linked: { redirect?: string | null } | undefined,
): Promise<BuyRefusal> {
  if (optionId === null) return "choose";
  if (!row || row.price.priceMinor === null) return "gone";
  if (!published) return "unpublished";
  if (linked && !linked.redirect && row.price.inStock) return "paymentsOff";
  const owner = stockOwnerOf(row.price);
  if (owner && "accountId" in owner) {
    const stockId = await existingStockId(db(), owner);
    return (stockId === null ? null : await unavailableBecause(stockId)) ?? "sold";
  }
  return owner ? "outOfStock" : "paymentsOff";
}
