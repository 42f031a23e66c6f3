/**
 * Demo Digiseller product ids (decision 0022). A real shop's owner types each option's product id
 * from the seller's Digiseller account into the console; the demo gives every priced option
 * `DEMO_DIGISELLER_PRODUCT_BASE + its id` and wallet top-ups the base itself, so the shop can be
 * tried end to end against the Digiseller stand-in (tests/mocks/digiseller.ts). They mean nothing
 * on the real Digiseller, where the demo never points: without DIGISELLER_* the sandbox is used.
 */
export const DEMO_DIGISELLER_PRODUCT_BASE = 9_000_000;
