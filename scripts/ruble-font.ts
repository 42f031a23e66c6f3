/**
 * Writes `app/styles/fonts/inter-ruble-wght-normal.woff2`: the ruble sign (U+20BD) alone, cut
 * from Inter's variable "latin-ext" file with its weight axis kept.
 *
 * Why: the sign sits in the range of Inter's latin-ext subset (84 kB), so every Russian page with a
 * price made the phone fetch that whole file — after the stylesheet, at the highest priority, and
 * the first paint waited for it (decision 0038). app.css declares this file for U+20BD after
 * fontsource's faces; the browser checks the last-declared face first, so the sign comes from here
 * and latin-ext is fetched only for the letters it is for.
 *
 * Run `npx tsx scripts/ruble-font.ts` after updating `@fontsource-variable/inter`; a test checks
 * that the committed file is what this script makes from the installed package.
 */
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

export const RUBLE_SIGN = "\u20BD";
export const RUBLE_FONT_FILE = fileURLToPath(
  new URL("../app/styles/fonts/inter-ruble-wght-normal.woff2", import.meta.url),
);

/** The ruble subset made from the installed Inter package. */
export async function rubleFont(): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const latinExt = require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2");
  return subsetFont(await readFile(latinExt), RUBLE_SIGN, { targetFormat: "woff2" });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const font = await rubleFont();
  await writeFile(RUBLE_FONT_FILE, font);
  console.log(`ruble font: ${font.length} bytes`);
}
