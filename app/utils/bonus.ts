/** What the bonus bar needs of SPEC §3 Bonus. */
export interface BonusLevels {
  spent: { rub: number; usd: number };
  /** Thresholds: `amount` in rubles (SPEC), `amountUsd` the same level for dollar buyers. */
  list: { percent: number; amount: number; amountUsd?: number }[];
}

/**
 * Whether a level is reached: the spent rubles exceed its ruble amount (SPEC §4.4) — or, for a
 * buyer who pays in dollars on the English site, the spent dollars exceed its dollar amount.
 */
export function levelReached(spent: BonusLevels["spent"], level: { amount: number; amountUsd?: number }) {
  return spent.rub > level.amount || (level.amountUsd !== undefined && spent.usd > level.amountUsd);
}

/** The bonus bar of SPEC §4.4: a zero start (always reached) plus one cell per threshold. */
export function bonusCells(bonus: BonusLevels) {
  return [{ percent: 0, amount: 0 }, ...bonus.list].map((level, index) => ({
    ...level,
    reached: index === 0 || levelReached(bonus.spent, level),
  }));
}

/**
 * The loyalty discount applied to an amount in minor units (SPEC §1: a discount that grows with
 * the amount spent), rounded to the nearest kopeck or cent. The buy link, the signed order and the
 * payment check all compute it here.
 */
export function applyBonus(amountMinor: number, percent: number) {
  return percent > 0 ? Math.round((amountMinor * (100 - percent)) / 100) : amountMinor;
}
