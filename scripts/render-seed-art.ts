// Draws the seed's pictures into the shared folder (node_modules/.cache/seed-art) with the
// manifest seeds read, unless the current drawing code and seed data already have theirs. Part of
// `npm run build` and `npm run dev`; the seeds that follow — a first start, the tests, the e2e
// stacks — only copy files (drizzle/seed/pictures.ts).
import { artworkFiles, currentSeedArtwork } from "../drizzle/seed/pictures";
import { ensureSeedPictures } from "../drizzle/seed/art/seed-art";

const started = Date.now();
const drew = await ensureSeedPictures();
const files = artworkFiles((await currentSeedArtwork())!).length;
console.log(
  `seed pictures: ${files} files ${drew ? "drawn or reused" : "already drawn"} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
