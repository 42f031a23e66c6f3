import { useRouteLoaderData } from "@remix-run/react";
import type { rootLoader } from "~/root-data.server";

/**
 * The root loader's data (the signed-in user, settings, language) for any component. It names the
 * loader's type from root-data.server.ts, which imports no component, so no component depends on
 * `root.tsx` and the import graph has no circle through the shell (ARCHITECTURE §9.9).
 */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}
