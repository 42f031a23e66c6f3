import { describe, expect, it } from "vitest";
import { hasControlChars, storableJson, stripControlChars } from "./plain-text";

describe("plain text", () => {
  it("drops control characters but keeps tabs and line breaks", () => {
    expect(stripControlChars("a\u0000b\u0007c\u007f\u0085\td\r\ne")).toBe("abc\td\r\ne");
    expect(hasControlChars("iron-frontier")).toBe(false);
    expect(hasControlChars("iron\u0000frontier")).toBe(true);
  });

  it("makes a parsed JSON value storable in jsonb", () => {
    expect(storableJson({ "k\u0000": ["a\u0000", 1, null, { b: "\u0000" }] })).toEqual({
      "k\uFFFD": ["a\uFFFD", 1, null, { b: "\uFFFD" }],
    });
  });
});
