import type { ProductKind } from "~/services/catalogue/product-kind.server";
import { isInStock, type PriceView } from "./price";

/**
 * What a buy block's options are, so they are named as what they are (decision 0036): access
 * periods of a cheat, variants of a device, an account's options, versions of a firmware.
 * Translations under `buyOptions.<kind>` (legend, hint, choose).
 */
export type OptionKind = "subscription" | "variant" | "account" | "firmware";

export function optionKindOf(kind: ProductKind | "account"): OptionKind {
  if (kind === "hardware") return "variant";
  if (kind === "firmware" || kind === "account") return kind;
  return "subscription";
}

export interface BuyForm {
  option: number | null;
  terms: boolean;
  personal: boolean;
}

export type BuyErrors = Partial<Record<"option" | "terms" | "personal", string>>;

/**
 * The buy form's rules (SPEC §5): an in-stock option must be chosen and both the terms of use
 * and the personal-data consent accepted. Values are translation keys.
 */
export function validateBuy(
  form: BuyForm,
  options: (PriceView & { id: number })[],
  kind: OptionKind = "subscription",
): BuyErrors {
  const errors: BuyErrors = {};
  const option = options.find((o) => o.id === form.option);
  if (!option || !isInStock(option) || !option.redirect) errors.option = `buyOptions.${kind}.choose`;
  if (!form.terms) errors.terms = "validation.acceptTerms";
  if (!form.personal) errors.personal = "validation.acceptPersonalData";
  return errors;
}

/**
 * Why Buy did not start a checkout (decision 0039): Buy then sends the buyer back to the product
 * page with these in `?buy=` (and the option they chose in `?option=`), and the page says it in
 * their language — with JavaScript or without. `choose`, `terms` and `personal` are the form's
 * own rules; the rest is what changed since the page was drawn.
 */
export const BUY_REFUSALS = [
  "choose",
  "terms",
  "personal",
  "gone",
  "unpublished",
  "outOfStock",
  "reserved",
  "sold",
  "paymentsOff",
  "tooMany",
  // The coupon code typed in the block (decision 0050), one for each of its refusals.
  "couponUnknown",
  "couponPaused",
  "couponNotStarted",
  "couponExpired",
  "couponNotForThis",
  "couponMinimum",
  "couponUsedUp",
  "couponUsedByYou",
  "couponNotYours",
] as const;
export type BuyRefusal = (typeof BUY_REFUSALS)[number];

/** A coupon's refusal (promotions/coupons.server.ts) as Buy's: "usedUp" → "couponUsedUp". */
export function couponRefusalOf(reason: string): BuyRefusal {
  const refusal = `coupon${reason[0].toUpperCase()}${reason.slice(1)}`;
  return BUY_REFUSALS.includes(refusal as BuyRefusal) ? (refusal as BuyRefusal) : "couponUnknown";
}

/** The query parameter that carries Buy's refusals back to the product page. */
export const BUY_REFUSAL_PARAM = "buy";

/** The refusals a product page was sent back with, and the option chosen; none for other visits. */
export function buyRefusalOf(
  query: URLSearchParams,
): { reasons: BuyRefusal[]; option: number | null } | null {
  const reasons = [
    ...new Set(
      query.getAll(BUY_REFUSAL_PARAM).filter((r): r is BuyRefusal => BUY_REFUSALS.includes(r as BuyRefusal)),
    ),
  ];
  if (!reasons.length) return null;
  const option = Number(query.get("option"));
  return { reasons, option: Number.isSafeInteger(option) && option > 0 ? option : null };
}

/** The product page's address that says why Buy refused. */
export function refusedBuyPath(productPath: string, reasons: BuyRefusal[], option: number | null) {
  const query = new URLSearchParams(reasons.map((reason) => [BUY_REFUSAL_PARAM, reason]));
  if (option !== null) query.set("option", String(option));
  return `${productPath}?${query}#buy`;
}
