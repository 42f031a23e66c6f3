/**
 * A coupon code as stored (decision 0050): upper-case, 4–32 of A–Z, 0–9 and dashes. The console's
 * form, the signed order, Buy and the `?coupon=` link all check a code by it.
 */
export const COUPON_CODE = /^[A-Z0-9-]{4,32}$/;

/**
 * The cookie that keeps a coupon code from a `?coupon=` link for the visit: set by
 * server/promotion-params.ts, read by Buy when the block's field is empty and by the block's
 * script to show the code.
 */
export const COUPON_COOKIE = "coupon";
