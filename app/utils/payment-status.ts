/** Payment status codes of SPEC §3 (shared by the schema, the server and the pages). */
export const PaymentStatus = { WaitPay: 0, Payed: 1, Fail: 2, Refunded: 3 } as const;
