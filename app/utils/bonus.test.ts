import { describe, expect, it } from "vitest";
import { bonusCells } from "./bonus";

describe("bonus bar", () => {
  const list = [
    { percent: 3, amount: 5000 },
    { percent: 5, amount: 15000 },
  ];
  it("has a zero start and one cell per threshold, reached only above the amount", () => {
    expect(bonusCells({ spent: { rub: 0, usd: 0 }, list }).map((c) => c.reached)).toEqual([
      true,
      false,
      false,
    ]);
    expect(bonusCells({ spent: { rub: 5000, usd: 0 }, list }).map((c) => c.reached)).toEqual([
      true,
      false,
      false,
    ]);
    expect(bonusCells({ spent: { rub: 5000.01, usd: 0 }, list }).map((c) => c.reached)).toEqual([
      true,
      true,
      false,
    ]);
    expect(bonusCells({ spent: { rub: 20000, usd: 0 }, list }).map((c) => c.reached)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("counts dollars against the dollar amount of a level", () => {
    const both = list.map((l, i) => ({ ...l, amountUsd: [60, 180][i] }));
    expect(bonusCells({ spent: { rub: 0, usd: 60 }, list: both }).map((c) => c.reached)).toEqual([
      true,
      false,
      false,
    ]);
    expect(bonusCells({ spent: { rub: 0, usd: 61 }, list: both }).map((c) => c.reached)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
