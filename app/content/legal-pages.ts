/** The five legal documents by path, as the info pages render them and the assistant cites them. */
export const legalPages = {
  "/privacy-policy": "privacyPolicy",
  "/term-of-use": "termOfUse",
  "/payment-and-delivery": "paymentAndDelivery",
  "/personal": "personal",
  "/offer-agreement": "offerAgreement",
} as const;
