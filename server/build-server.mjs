// Bundles the Express wrapper and the database scripts into build/server/ (packages stay
// external), so production runs plain Node without TypeScript tooling:
//   express.js  the server          migrate.js  applies migrations (Fly release_command)
//   seed.js     seeds an empty database with the demo catalogue
//   keys-rotate.js  moves the keys in stock under a new KEY_ENCRYPTION_KEY
import { build } from "esbuild";

/**
 * An asset import (`…svg?url`) means a component reached the server's own code (run here and by
 * tsx in development, neither of which knows Vite's asset imports): the build stops and says
 * where, instead of leaving an import that fails at start. (The download tables the assistant
 * reads once carried their icons, decision 0048.)
 */
const noAssetImports = {
  name: "no-asset-imports",
  setup(plugin) {
    plugin.onResolve({ filter: /\?url$/ }, (args) => ({
      errors: [{ text: `${args.path} imported by ${args.importer}: keep components out of server code` }],
    }));
  },
};

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
  plugins: [noAssetImports],
});
