import { describe, expect, it } from "vitest";
import { formatPurchaseDate } from "./dates";

describe("dates", () => {
  it("formats purchases as dd.mm.yyyy HH:mm in the shop's time zone", () => {
    expect(formatPurchaseDate("2026-01-05T21:07:00Z", "ru")).toBe("06.01.2026 00:07");
    expect(formatPurchaseDate("2026-11-22T08:30:00Z", "en", "UTC")).toBe("22.11.2026 08:30");
  });
});
