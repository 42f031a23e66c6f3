/**
 * The cookie that keeps a coupon code from a `?coupon=` link for the visit (decision 0050): set by
 * server/promotion-params.ts, read by Buy when the block's field is empty and by the block's
 * script to show the code.
 */
export const COUPON_COOKIE = "coupon";
