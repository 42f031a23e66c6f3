// Writes app/assets/brand/share.jpg (fingerprinted by the build): the picture a link to any page of the shop shows when shared
// (Open Graph, Twitter card) unless the page has its own (a product, a game, an account). Drawn
// with the shop's fonts as outlines, so it is the same on every machine. Run after a change of the
// brand or its wording; the file is committed.
//   npx tsx scripts/brand-share-image.ts
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { textPath } from "../drizzle/seed/art/glyphs.server";

const WIDTH = 1200;
const HEIGHT = 630;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <radialGradient id="violet" cx="0.15" cy="0.1" r="0.8"><stop offset="0" stop-color="#7c5cff" stop-opacity=".45"/><stop offset="1" stop-color="#7c5cff" stop-opacity="0"/></radialGradient>
  <radialGradient id="teal" cx="0.95" cy="1" r="0.7"><stop offset="0" stop-color="#2dd4bf" stop-opacity=".25"/><stop offset="1" stop-color="#2dd4bf" stop-opacity="0"/></radialGradient>
  <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9d85ff"/><stop offset="1" stop-color="#5b3df5"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="#0a0b12"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#violet)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#teal)"/>
<g transform="translate(96 150) scale(7.5)"><path d="M16 1.5 29 9v14L16 30.5 3 23V9z" fill="url(#mark)"/><path d="M19.5 9.5a7 7 0 1 0 3 12.3A8.5 8.5 0 0 1 19.5 9.5z" fill="#0a0b12"/></g>
${textPath("NOCTURN", { x: 380, y: 300, size: 118, font: "display", fill: "#f4f4f8" })}
${textPath("Private cheats · DMA hardware · game accounts", { x: 384, y: 370, size: 34, font: "ui", fill: "#b7b9c9", maxWidth: 740 })}
${textPath("Приватные читы · DMA · игровые аккаунты", { x: 384, y: 420, size: 34, font: "ui", fill: "#8d90a5", maxWidth: 740 })}
<rect x="96" y="520" width="1008" height="2" fill="#7c5cff" opacity=".5"/>
${textPath("Instant delivery · honest statuses · live support", { x: 96, y: 572, size: 26, font: "uiBold", fill: "#cfd0dc" })}
</svg>`;

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "app", "assets", "brand", "share.jpg");
writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer());
console.log(`wrote ${file}`);
