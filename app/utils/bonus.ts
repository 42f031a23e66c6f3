import { wholeMajor, type Major } from "./money";

/** What the bonus bar needs of SPEC §3 Bonus. */
export interface BonusLevels {
  spent: { rub: Major; usd: Major };
  /** Thresholds: `amount` in rubles (SPEC), `amountUsd` the same level for dollar buyers. */
  list: { percent: number; amount: Major; amountUsd?: Major }[];
}

/**
 * Whether a level is reached: the spent rubles exceed its ruble amount (SPEC §4.4) — or, for a
 * buyer who pays in dollars on the English site, the spent dollars exceed its dollar amount.
 */
export function levelReached(spent: BonusLevels["spent"], level: { amount: Major; amountUsd?: Major }) {
  return spent.rub > level.amount || (level.amountUsd !== undefined && spent.usd > level.amountUsd);
}

/** The bonus bar of SPEC §4.4: a zero start (always reached) plus one cell per threshold. */
export function bonusCells(bonus: BonusLevels) {
  return [{ percent: 0, amount: wholeMajor(0) }, ...bonus.list].map((level, index) => ({
    ...level,
    reached: index === 0 || levelReached(bonus.spent, level),
  }));
}
