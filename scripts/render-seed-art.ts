// Renders every seed picture into the shared cache (node_modules/.cache/seed-art) without touching
// a database, so the seeds that follow — the tests', the e2e stacks', a first `npm start` — copy
// them. `npm test` runs it beside the typecheck and lint, on the core they leave idle.
import { accounts } from "../drizzle/seed/data/accounts";
import { cheats } from "../drizzle/seed/data/cheats";
import { games } from "../drizzle/seed/data/games";
import { artCache } from "../app/services/media/art/render.server";
import { renderSeedArtwork } from "../app/services/media/seed-art.server";

const started = Date.now();
const { files } = await renderSeedArtwork(artCache, { games, cheats, accounts });
console.log(
  `seed pictures: ${files} files ready in the cache (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
