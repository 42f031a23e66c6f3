import fs from "node:fs";
import { createRequire } from "node:module";
import { Search } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// patches/lucide-react+1.75.0.patch: icons leave their fill and line ends to app.css.
const require = createRequire(import.meta.url);

describe("lean icon markup", () => {
  it("renders icons without the attributes the stylesheet sets", () => {
    const html = renderToStaticMarkup(createElement(Search, { className: "size-4", "aria-hidden": true }));
    expect(html).toMatch(/^<svg [^>]*class="lucide lucide-search size-4"/);
    expect(html).toContain('viewBox="0 0 24 24"');
    expect(html).toContain('stroke="currentColor"');
    for (const dropped of ["xmlns=", "fill=", "stroke-linecap=", "stroke-linejoin="])
      expect(html).not.toContain(dropped);
  });

  it("is patched in both builds: the server's CommonJS and the browser's ESM", () => {
    const cjs = require.resolve("lucide-react");
    const esm = cjs.replace(/cjs\/lucide-react\.js$/, "esm/shared/src/build/defaultAttributes.mjs");
    for (const file of [cjs, esm])
      expect(fs.readFileSync(file, "utf8"), file).toContain("nocturn: lean icon markup");
  });

  it("gives every icon the fill and line ends in the stylesheet", () => {
    const css = fs.readFileSync("app/styles/app.css", "utf8");
    const rule = /\.lucide\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(rule).toMatch(/fill:\s*none/);
    expect(rule).toMatch(/stroke-linecap:\s*round/);
    expect(rule).toMatch(/stroke-linejoin:\s*round/);
  });
});
