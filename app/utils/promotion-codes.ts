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

/**
 * A customer's referral code (decision 0051): 10 of an alphabet without look-alikes (no 0/O, 1/I/L),
 * about 49 bits, so codes cannot be guessed or walked.
 */
export const REFERRAL_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE = /^[2-9A-HJKMNP-Z]{10}$/;

/**
 * The cookie that keeps a `?ref=` link's code until the visitor registers (30 days): set by
 * server/promotion-params.ts, read when the account is created.
 */
export const REFERRAL_COOKIE = "ref";
export const REFERRAL_COOKIE_DAYS = 30;
