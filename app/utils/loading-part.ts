import { useHydrated } from "./use-hydrated";

/**
 * Props that mark a part as still loading (`data-loading-part`) until it has hydrated: a part whose
 * code loads on its own (React.lazy) keeps the server's markup while the rest of the page is
 * hydrated and the root's mark is set, so the browser tests wait for this mark to go as well.
 * Without JavaScript the mark stays, and no test waits for it there. A module of its own: only
 * lazily loaded parts use it, and the storefront's first scripts do not carry it.
 */
export function useLoadingPartMark(): { "data-loading-part"?: "" } {
  return useHydrated() ? {} : { "data-loading-part": "" };
}
