// Bundles the Express wrapper and the database scripts into build/server/ (packages stay
// external), so production runs plain Node without TypeScript tooling:
//   express.js  the server          migrate.js  applies migrations (Fly release_command)
//   seed.js     seeds an empty database with the demo catalogue
//   keys-rotate.js  moves the keys in stock under a new KEY_ENCRYPTION_KEY
import { build } from "esbuild";

await build({
  entryPoints: {
    express: "server/index.ts",
    migrate: "scripts/db-migrate.ts",
    seed: "scripts/db-seed.ts",
    "keys-rotate": "scripts/keys-rotate.ts",
  },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
