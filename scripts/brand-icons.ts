// Writes the brand glyphs the shop shows (social networks, sign-in providers, payment systems)
// from the simple-icons package to app/assets/brand/<name>.svg (fingerprinted by the build). Pages draw them as CSS masks in the
// text colour (app.css `.brand-icon`), so each glyph is one cached file instead of its path
// repeated in every page's HTML. Run after upgrading simple-icons or adding a brand to
// app/components/ui/brand-icons.ts; a unit test fails while the files are out of date.
//   npx tsx scripts/brand-icons.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as simpleIcons from "simple-icons";
import { BRAND_ICON_SLUGS, brandIconSvg } from "../app/components/ui/brand-icons";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "app", "assets", "brand");
mkdirSync(dir, { recursive: true });
for (const [name, slug] of Object.entries(BRAND_ICON_SLUGS)) {
  writeFileSync(join(dir, `${name}.svg`), brandIconSvg(simpleIcons[slug].path));
}
