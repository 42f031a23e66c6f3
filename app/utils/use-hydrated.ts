import { useEffect, useState } from "react";

/** False during server rendering and hydration, true once React runs in the browser. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
