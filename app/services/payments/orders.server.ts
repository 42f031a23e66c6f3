import { createHmac } from "node:crypto";
import { z } from "zod";
import { env } from "~/env.server";
import { languages } from "~/utils/lang";
import { storedMinor } from "~/utils/money";
import { COUPON_CODE } from "~/utils/promotion-codes";
import { safeEqual } from "../auth/tokens.server";
import { appSecret } from "../secrets.server";

/** The custom parameter a provider carries from the buy link back to the shop. */
export const ORDER_PARAM = "order";

/**
 * What a buy link is for. It rides along the aggregator's link as a custom parameter, comes back
 * in the notification, and is signed so a buyer can neither change the amount the sandbox asks
 * for nor credit a purchase to someone else.
 */
export const orderSchema = z.object({
  kind: z.enum(["price", "wallet"]),
  /** The price option (kind price). */
  priceId: z.number().int().positive().optional(),
  /** The game-store login to top up (kind wallet). */
  login: z.string().min(1).max(64).optional(),
  amountMinor: z.number().int().positive().transform(storedMinor),
  currency: z.number().int().min(0).max(1),
  /** The signed-in buyer, to whom the purchase is credited. */
  userId: z.number().int().positive().nullable(),
  /** The buyer's loyalty discount already taken off `amountMinor` (signed-in buyers only). */
  bonusPercent: z.number().int().min(1).max(90).optional(),
  /**
   * The coupon use Buy held for this checkout and its code (decision 0050): the order was priced
   * by the coupon instead of the bonus (never both), and its payment spends that use.
   */
  couponUseId: z.number().int().positive().optional(),
  couponCode: z.string().regex(COUPON_CODE).optional(),
  lang: z.enum(languages),
  /** A wallet top-up's e-mail as typed in the form. */
  email: z.string().max(254).optional(),
  /**
   * Who started this checkout with Buy (checkout.server.ts): only a pending payment of an order
   * that carries one holds stock. The links on product pages carry none.
   */
  holder: z.string().min(1).max(64).optional(),
});
export type Order = z.infer<typeof orderSchema>;

const key = () => appSecret("order-signing", env().APP_SECRET);

async function sign(payload: string) {
  return createHmac("sha256", await key())
    .update(payload)
    .digest("base64url");
}

/**
 * A signature under the buy-link key for something other than an order (a purchase page's link, a
 * sandbox invoice): the purpose and a ":" keep it apart from order signatures, whose payloads are
 * base64url and never hold one.
 */
export function signFor(purpose: string, value: string) {
  return sign(`${purpose}:${value}`);
}

/** The order as a URL-safe signed token (deterministic: anonymous pages stay cacheable). */
export async function signOrder(order: Order): Promise<string> {
  const payload = Buffer.from(JSON.stringify(orderSchema.parse(order))).toString("base64url");
  return `${payload}.${await sign(payload)}`;
}

/** The order of a token, or null when it is malformed or its signature does not match. */
export async function verifyOrder(token: unknown): Promise<Order | null> {
  if (typeof token !== "string" || token.length > 2048) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, await sign(payload))) return null;
  try {
    const parsed = orderSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
