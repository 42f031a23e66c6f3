import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import removeJsxAttributes from "rollup-plugin-jsx-remove-attributes";
import { defineConfig, type PluginOption } from "vite";
import { remixOptions } from "./remix.config";
import { TEST_IDS_KEPT } from "./scripts/test-ids";
import { browserChunkOf } from "./scripts/browser-chunks";
import { iconSprite } from "./scripts/icon-sprite";
import { precompressedAssets } from "./scripts/precompressed-assets";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * `data-testid` is for the tests (decision 0047): a production build leaves it out of its pages
 * and scripts. The build `npm test` makes keeps it (KEEP_TEST_IDS=1, `npm run build:test`) and
 * says so in a file of the server's build (`test-ids`), which the suites look for before they run.
 */
function testIds(): PluginOption[] {
  if (process.env.KEEP_TEST_IDS === "1") {
    let serverBuild = false;
    return [
      {
        name: "test-ids-kept",
        apply: "build",
        configResolved: (config) => void (serverBuild = Boolean(config.build.ssr)),
        generateBundle() {
          if (serverBuild) this.emitFile({ type: "asset", fileName: TEST_IDS_KEPT, source: "kept\n" });
        },
      },
    ];
  }
  // The plugin decides by NODE_ENV when it is made, which a build may not have set yet.
  const build = (process.env.NODE_ENV || "production").toLowerCase();
  return [removeJsxAttributes({ usage: "vite", attributes: ["data-testid"], environments: [build] })];
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [iconSprite(), tailwindcss(), remix(remixOptions), ...testIds(), precompressedAssets()],
  resolve: {
    alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }],
  },
  server: {
    // engine.io destroys websocket upgrades it does not know, so Vite's HMR socket keeps its own port.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  // Licence comments once per file, at its end (every icon module repeats the library's).
  esbuild: { legalComments: "eof" },
  build: {
    assetsInlineLimit: 0,
    // Terser rather than esbuild for the browser's code: the same chunks come out 4 % smaller
    // gzipped (82.9 → 79.7 kB for the framework under every page; decision 0038). It is slower,
    // and only the client is minified (the server's build stays readable for its stack traces).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true, compress: { passes: 2 } },
    // The browser's code in a few chunks instead of fifty (decision 0038): the server's build is one file.
    ...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: browserChunkOf } } }),
  },
}));
