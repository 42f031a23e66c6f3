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

/**
 * Props that mark a part as still loading (`data-loading-part`) until it has hydrated: a part whose
 * code loads on its own (React.lazy) keeps the server's markup while the rest of the page is
 * hydrated and the root's mark is set, so the browser tests wait for this mark to go as well.
 * Without JavaScript the mark stays, and no test waits for it there.
 */
export function useLoadingPartMark(): { "data-loading-part"?: "" } {
  return useHydrated() ? {} : { "data-loading-part": "" };
}
