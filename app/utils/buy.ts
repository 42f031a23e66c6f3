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
