import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { remixOptions } from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixOptions)],
  resolve: {
    alias: [{ find: /^~\//, replacement: `${path.resolve("app")}/` }],
  },
  server: {
    // engine.io destroys websocket upgrades it does not know, so Vite's HMR socket keeps its own port.
    hmr: { port: Number(process.env.HMR_PORT ?? 24678) },
  },
  build: { assetsInlineLimit: 0 },
});
