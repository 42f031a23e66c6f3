/**
 * Payment status codes of SPEC §3 (shared by the schema, the server and the pages); Expired (4): a
 * pending order past its time with nothing held for it (the life cycle, decision 0039).
 */
export const PaymentStatus = { WaitPay: 0, Payed: 1, Fail: 2, Refunded: 3, Expired: 4 } as const;
