// The ruble sign's own face (scripts/ruble-font.ts, decision 0038): the committed file is what the
// script cuts from the installed Inter package, so an upgrade of the package that changes the glyph
// fails here until the file is made again.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { RUBLE_FONT_FILE, rubleFont } from "../../scripts/ruble-font";

describe("the ruble sign's font face", () => {
  it("is the subset the script makes from the installed Inter", async () => {
    const committed = await readFile(RUBLE_FONT_FILE);
    const made = await rubleFont();
    expect(committed.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(committed.length).toBeLessThan(4_096);
    expect(committed.equals(made)).toBe(true);
  });

  it("is declared for the sign alone, after the faces it takes the sign from", async () => {
    const css = await readFile(new URL("../../app/styles/app.css", import.meta.url), "utf8");
    const face = /@font-face\s*{[^}]*inter-ruble-wght-normal\.woff2[^}]*}/.exec(css);
    expect(face?.[0]).toMatch(/font-family:\s*"Inter Variable"/);
    expect(face?.[0]).toMatch(/unicode-range:\s*U\+20BD;/);
    expect(css.indexOf('@import "@fontsource-variable/inter')).toBeLessThan(face!.index);
  });
});
