import { useEffect, useState } from "react";

/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Marks the document as hydrated (`<html data-hydrated>`) once the root's effects run — after
 * every child's, so the whole first render handles clicks by then. The browser tests wait for this
 * mark (tests/e2e/support.ts `waitForHydration`) rather than for a quiet network, which can come
 * before the scripts have run on a busy machine and never comes on a page that keeps a socket open.
 * A part that shows a stand-in while its own code loads marks the stand-in `data-loading-part`.
 */
export function useHydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
