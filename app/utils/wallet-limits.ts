// Apart from validation.ts: the wallet form prints the minimum, and importing the schemas' module
// would bring zod with it (the form's rules are fetched on first touch, decision 0038).

/** SPEC §9: a wallet top-up is at least 10 rubles. */
export const WALLET_MIN = 10;
export const WALLET_MAX = 100_000;
