import type { Lang } from "~/utils/lang";
import type { Order } from "../orders.server";

/**
 * A payment provider (decision 0022): where Buy and the wallet top-up lead, and where a purchase
 * can be looked at afterwards. One is active at a time (`paymentProviderName` in env.server.ts);
 * the rest of the shop asks `activeProvider()` and never branches on which one it is. How a
 * provider reports payments differs (a signed webhook, a unique code on return); all of them end
 * in `recordPayment` (../record.server.ts).
 */
export interface PaymentProvider {
  name: "sandbox" | "generic" | "digiseller" | "off";
  /**
   * Whether a buy link can carry the buyer's loyalty discount: true when the provider charges
   * the amount the signed link names; false when the provider's own catalogue sets the price.
   */
  chargesSignedAmount: boolean;
  /** The page Buy opens for a price option; null when the option cannot be bought here. */
  optionUrl(order: Order, option: BuyableOption, buyer: BuyerContext): Promise<string | null>;
  /** The page a wallet top-up opens; null when this provider takes no top-ups. */
  walletUrl(order: Order, buyer: BuyerContext): Promise<string | null>;
  /** The provider's page of a purchase (the profile links it); null when it has none. */
  purchasePageUrl(purchase: PurchaseRef, localize: (path: string) => string): string | null;
}

/** What a provider may need of a price option beyond the signed order. */
export interface BuyableOption {
  /** The aggregator's payment link stored on the option (the generic provider). */
  redirect: string | null;
  /** The Digiseller product the option is sold as. */
  digisellerProductId: number | null;
}

export interface BuyerContext {
  lang: Lang;
  /** The signed-in buyer's address, prefilled on the provider's page. */
  email: string | null;
}

export interface PurchaseRef {
  invoiceId: string;
  uniqueCode: string | null;
}
