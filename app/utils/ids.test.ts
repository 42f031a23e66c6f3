import { describe, expect, it } from "vitest";
import { counterSchema, DB_INT_MAX, parseId } from "./ids";

describe("ids", () => {
  it("reads ids as numbers or digit strings within the integer column's range", () => {
    expect(parseId("42")).toBe(42);
    expect(parseId(42)).toBe(42);
    expect(parseId(String(DB_INT_MAX))).toBe(DB_INT_MAX);
    for (const bad of [
      "2147483648",
      "99999999999999999999",
      DB_INT_MAX + 1,
      "0",
      "-1",
      "1e3",
      "1e309",
      "1.5",
      "a\u0000b",
      "",
      true,
      [1],
      null,
      undefined,
    ])
      expect(parseId(bad), String(bad)).toBeNull();
  });

  it("lets counters start at 0", () => {
    expect(counterSchema.parse("0")).toBe(0);
    expect(counterSchema.safeParse(DB_INT_MAX + 1).success).toBe(false);
  });
});
