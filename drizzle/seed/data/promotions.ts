/**
 * The seeded shop's sample coupon code (issue 59): what a newcomer sees in console → Promotions and
 * can try in the buy block — 10 % off everything, once per customer, no end date.
 */
export const coupons = [{ code: "WELCOME-10", percent: 10, perCustomer: 1 }];
