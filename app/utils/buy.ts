import { isInStock, type PriceView } from "./price";

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
export function validateBuy(form: BuyForm, options: (PriceView & { id: number })[]): BuyErrors {
  const errors: BuyErrors = {};
  const option = options.find((o) => o.id === form.option);
  if (!option || !isInStock(option) || !option.redirect) errors.option = "cheat.errors.option";
  if (!form.terms) errors.terms = "cheat.errors.terms";
  if (!form.personal) errors.personal = "cheat.errors.personal";
  return errors;
}
