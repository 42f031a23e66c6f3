import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import removeJsxAttributes from "rollup-plugin-jsx-remove-attributes";
import { defineConfig, type PluginOption } from "vite";
import { iconsSpritesheet } from "vite-plugin-icons-spritesheet";
import { remixOptions } from "./remix.config";
import { TEST_IDS_KEPT } from "./scripts/test-ids";
import { browserChunkOf } from "./scripts/browser-chunks";
import { precompressedAssets } from "./scripts/precompressed-assets";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The icon sprites (decision 0048), made from the SVG files under app/assets/icons on every build
 * and development start, with the type of their names: the shop's, and the console's own icons
 * that a customer's browser never fetches. Symbol ids are the file names ("search").
 */
const sprites = () =>
  iconsSpritesheet(
    (["shop", "console"] as const).map((set) => ({
      inputDir: `app/assets/icons/${set}`,
      outputDir: "app/assets/icons",
      fileName: set === "shop" ? "icons.svg" : "icons-console.svg",
      withTypes: true,
      typesOutputFile: `app/assets/icons/${set}-names.ts`,
      iconNameTransformer: (name: string) => name,
    })),
  ) as PluginOption[];

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
  plugins: [...sprites(), tailwindcss(), remix(remixOptions), ...testIds(), precompressedAssets()],
  resolve: {
    alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }],
  },
  server: {
    // engine.io destroys websocket upgrades it does not know, so Vite's HMR socket keeps its own port.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  // Licence comments once per file, at its end.
  esbuild: { legalComments: "eof" },
  build: {
    // Never inline a file into the code (fonts, the logo): as a function, because the sprite
    // plugin wraps this setting and reads a limit of 0 as "none set" (Vite's 4 kB then).
    assetsInlineLimit: () => false,
    // Terser rather than esbuild for the browser's code: the same chunks come out 4 % smaller
    // gzipped (82.9 → 79.7 kB for the framework under every page; decision 0038). It is slower,
    // and only the client is minified (the server's build stays readable for its stack traces).
    minify: isSsrBuild ? false : "terser",
    terserOptions: { module: true, compress: { passes: 2 } },
    // The browser's code in a few chunks instead of fifty (decision 0038): the server's build is one file.
    ...(isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: browserChunkOf } } }),
  },
}));
