import { describe, expect, it } from "vitest";
import { major } from "../../tests/support/money";
import { bonusCells } from "./bonus";

describe("bonus bar", () => {
  const list = [
    { percent: 3, amount: major(5000) },
    { percent: 5, amount: major(15000) },
  ];
  it("has a zero start and one cell per threshold, reached only above the amount", () => {
    expect(bonusCells({ spent: { rub: major(0), usd: major(0) }, list }).map((c) => c.reached)).toEqual([
      true,
      false,
      false,
    ]);
    expect(bonusCells({ spent: { rub: major(5000), usd: major(0) }, list }).map((c) => c.reached)).toEqual([
      true,
      false,
      false,
    ]);
    expect(bonusCells({ spent: { rub: major(5000.01), usd: major(0) }, list }).map((c) => c.reached)).toEqual(
      [true, true, false],
    );
    expect(bonusCells({ spent: { rub: major(20000), usd: major(0) }, list }).map((c) => c.reached)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("counts dollars against the dollar amount of a level", () => {
    const both = list.map((l, i) => ({ ...l, amountUsd: major([60, 180][i]) }));
    expect(
      bonusCells({ spent: { rub: major(0), usd: major(60) }, list: both }).map((c) => c.reached),
    ).toEqual([true, false, false]);
    expect(
      bonusCells({ spent: { rub: major(0), usd: major(61) }, list: both }).map((c) => c.reached),
    ).toEqual([true, true, false]);
  });
});
