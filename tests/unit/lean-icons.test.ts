import fs from "node:fs";
import { createRequire } from "node:module";
import { Search } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// patches/lucide-react+1.75.0.patch: icons leave their default size, stroke, fill and line ends to app.css.
const require = createRequire(import.meta.url);

describe("lean icon markup", () => {
  it("renders icons without the attributes the stylesheet sets", () => {
    const html = renderToStaticMarkup(createElement(Search, { className: "size-4", "aria-hidden": true }));
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-search size-4"/);
    expect(html).toContain('viewBox="0 0 24 24"');
    for (const dropped of ["xmlns=", "fill=", "stroke", "width=", "height="])
      expect(html).not.toContain(dropped);
  });

  it("still writes a size, colour or stroke an icon is given", () => {
    const html = renderToStaticMarkup(createElement(Search, { size: 16, color: "red", strokeWidth: 1.5 }));
    expect(html).toContain('width="16"');
    expect(html).toContain('height="16"');
    expect(html).toContain('stroke="red"');
    expect(html).toContain('stroke-width="1.5"');
  });

  it("is patched in both builds: the server's CommonJS and the browser's ESM", () => {
    const cjs = require.resolve("lucide-react");
    const esm = (file: string) => cjs.replace(/cjs\/lucide-react\.js$/, `esm/shared/src/build/${file}.mjs`);
    // The default attributes without fill and line ends; the size and stroke left out when default.
    const defaults = "nocturn: lean icon markup — fill and line ends";
    const leftOut = "nocturn: lean icon markup — the default size and stroke";
    for (const [file, marks] of [
      [cjs, [defaults, leftOut]],
      [esm("defaultAttributes"), [defaults]],
      [esm("buildLucideIconNode"), [leftOut]],
    ] as const)
      for (const mark of marks) expect(fs.readFileSync(file, "utf8"), file).toContain(mark);
  });

  it("gives every icon the size, fill, stroke and line ends in the stylesheet", () => {
    const css = fs.readFileSync("app/styles/app.css", "utf8");
    const rule = /\.lucide\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/width:\s*24px/);
    expect(rule).toMatch(/height:\s*24px/);
    expect(rule).toMatch(/stroke:\s*currentColor/);
    expect(rule).toMatch(/stroke-width:\s*2;/);
    expect(rule).toMatch(/fill:\s*none/);
    expect(rule).toMatch(/stroke-linecap:\s*round/);
    expect(rule).toMatch(/stroke-linejoin:\s*round/);
  });
});
