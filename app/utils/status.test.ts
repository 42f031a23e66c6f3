import { describe, expect, it } from "vitest";
import { major } from "../../tests/support/money";
import { compareCheats, comparePricedFirst } from "./cheat-sort";
import { normalizeSearch, queryString } from "./search";
import { groupStatusCounts, parseStatusFilter, toggleStatusFilter } from "./status";

describe("statuses", () => {
  it("group 0 and 1 as working", () => {
    expect(groupStatusCounts([0, 1, 1, 2, 3, 4, 4])).toEqual({
      working: 3,
      risk: 1,
      updating: 1,
      detected: 2,
    });
  });

  it("toggle filters but never switch the last one off", () => {
    expect(toggleStatusFilter([0, 1, 2, 3, 4], 2)).toEqual([0, 1, 3, 4]);
    expect(toggleStatusFilter([3], 3)).toEqual([3]);
    expect(toggleStatusFilter([3], 0)).toEqual([0, 3]);
    expect(parseStatusFilter("4,1,x,9")).toEqual([1, 4]);
    expect(parseStatusFilter("")).toEqual([0, 1, 2, 3, 4]);
    expect(parseStatusFilter(null)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe("cheat sort", () => {
  const cheat = (
    name: string,
    isPublished: boolean,
    sort: number,
    price: number | null,
    discount: number | null = null,
  ) => ({
    name,
    isPublished,
    sort,
    minPrice:
      price == null
        ? null
        : { price: major(price), discountPrice: discount == null ? null : major(discount), currency: 0 },
  });

  it("puts published first, unpriced last, then higher sort, then lower effective price", () => {
    const list = [
      cheat("hidden", false, 100, 100),
      cheat("unpriced", true, 90, null),
      cheat("cheap-low-sort", true, 1, 100),
      cheat("expensive", true, 50, 900),
      cheat("discounted", true, 50, 1000, 500),
    ];
    expect(list.sort(compareCheats).map((c) => c.name)).toEqual([
      "discounted",
      "expensive",
      "cheap-low-sort",
      "unpriced",
      "hidden",
    ]);
  });

  it("puts games with a price before those without, keeping their order", () => {
    const games = [
      { n: "a", minPrice: null },
      { n: "b", minPrice: { price: major(1), discountPrice: null, currency: 0 } },
      { n: "c", minPrice: null },
      { n: "d", minPrice: { price: major(1), discountPrice: null, currency: 0 } },
    ];
    expect(games.sort(comparePricedFirst).map((g) => g.n)).toEqual(["b", "d", "a", "c"]);
  });
});

describe("search text", () => {
  it("is trimmed, and empty text is refused", () => {
    expect(normalizeSearch("  iron  ")).toBe("iron");
    expect(normalizeSearch("   ")).toBeNull();
    // Control characters match nothing (and Postgres refuses U+0000 in a query).
    expect(normalizeSearch("ir\u0000on")).toBe("iron");
    expect(normalizeSearch("\u0000")).toBeNull();
    expect(normalizeSearch(undefined)).toBeNull();
  });

  it("query strings skip empty, null and false values", () => {
    expect(queryString({ page: 2, search: "", category: null, all: false, q: "x y" })).toBe("?page=2&q=x+y");
    expect(queryString({})).toBe("");
  });
});
