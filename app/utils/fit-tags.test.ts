import { describe, expect, it } from "vitest";
import { fittingTagCount } from "./fit-tags";

describe("tags fitted to the card's width with +N (SPEC §9)", () => {
  it("shows every tag when all fit, with no room kept for a chip", () => {
    expect(fittingTagCount([50, 50], 100, 0, 60)).toBe(2);
    expect(fittingTagCount([40, 40, 40], 136, 6, 30)).toBe(3);
  });

  it("keeps room for the +N chip when some stay out", () => {
    // 40 + 6 + 40 + 6 + 30 = 122 fits; a third tag would need 168 with the chip.
    expect(fittingTagCount([40, 40, 40, 40], 130, 6, 30)).toBe(2);
    expect(fittingTagCount([40, 40, 40, 40], 121, 6, 30)).toBe(1);
  });

  it("keeps at least one tag (shortened by CSS) and none when there are none", () => {
    expect(fittingTagCount([300, 40], 120, 6, 30)).toBe(1);
    expect(fittingTagCount([], 120, 6, 30)).toBe(0);
  });
});
