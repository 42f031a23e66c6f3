import { describe, expect, it } from "vitest";
import { flakeCount } from "./snow-drawing";
import { isSnowSeason } from "./snowfall";

describe("snowfall", () => {
  it("falls from 20 December to 15 January only", () => {
    expect(isSnowSeason(new Date(2026, 11, 19))).toBe(false);
    expect(isSnowSeason(new Date(2026, 11, 20))).toBe(true);
    expect(isSnowSeason(new Date(2026, 11, 31))).toBe(true);
    expect(isSnowSeason(new Date(2027, 0, 15, 23, 59))).toBe(true);
    expect(isSnowSeason(new Date(2027, 0, 16))).toBe(false);
    expect(isSnowSeason(new Date(2026, 6, 1))).toBe(false);
  });

  it("draws one flake per 4 px of width", () => {
    expect(flakeCount(1280)).toBe(320);
    expect(flakeCount(375)).toBe(93);
  });
});
