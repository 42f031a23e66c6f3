import { readFileSync } from "node:fs";
import * as simpleIcons from "simple-icons";
import { describe, expect, it } from "vitest";
import { BRAND_ICON_SLUGS, brandIconSvg } from "./brand-icons";

describe("brand glyph files", () => {
  const css = readFileSync("app/styles/app.css", "utf8");

  it.each(Object.entries(BRAND_ICON_SLUGS))(
    "app/assets/brand/%s.svg is the current glyph, masked by app.css",
    (name, slug) => {
      // Out of date after a simple-icons upgrade or a new brand: run `npx tsx scripts/brand-icons.ts`.
      expect(readFileSync(`app/assets/brand/${name}.svg`, "utf8")).toBe(brandIconSvg(simpleIcons[slug].path));
      expect(css).toContain(`.brand-${name} {\n    --brand-icon: url("../assets/brand/${name}.svg");`);
    },
  );
});
