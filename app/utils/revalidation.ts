import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * `shouldRevalidate` for layouts whose data no live ticket event changes (the root: header,
 * settings, user, counters; the profile layout). A revalidation that is neither a submission nor
 * a move to another address is a `revalidate()` call — the ticket pages make one on socket events —
 * and leaves these loaders out; the counters they hold arrive on the socket itself.
 */
export const skipLiveRevalidation: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
};
