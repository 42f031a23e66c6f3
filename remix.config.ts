import type { VitePluginConfig } from "@remix-run/dev";

/**
 * Remix options, imported by vite.config.ts (the Vite plugin does not read this file by itself).
 * Every v3 future flag is on so that a later move to React Router is a codemod.
 */
export const remixOptions: VitePluginConfig = {
  appDirectory: "app",
  buildDirectory: "build",
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
    v3_routeConfig: true,
    unstable_optimizeDeps: true,
  },
};
