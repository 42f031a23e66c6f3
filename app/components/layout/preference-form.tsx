import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import {
  BANNER_DISMISSED_KEY,
  COOKIE_CONSENT_KEY,
  PREFERENCE_MAX_AGE_S,
  readCookie,
} from "~/utils/preferences";

type Intent = "cookie-consent" | "dismiss-banner";

/** The cookie (and storage key) an answer is kept under. */
const preferenceKey = (intent: Intent) =>
  intent === "cookie-consent" ? COOKIE_CONSENT_KEY : BANNER_DISMISSED_KEY;

/**
 * Whether the browser's own cookie already holds this answer. The server renders the element from
 * the same cookie, but a CDN in front may hand out a copy rendered for a visitor without it
 * (decision 0018): after hydration the browser's cookie decides.
 */
export function useRememberedPreference(intent: Intent, value: string) {
  const [remembered, setRemembered] = useState(false);
  useEffect(() => {
    setRemembered(readCookie(document.cookie, preferenceKey(intent)) === value);
  }, [intent, value]);
  return remembered;
}

/**
 * A form that remembers a preference through /resources/preferences. Without JavaScript it posts
 * and the server redirects back; with JavaScript it posts in the background, while the cookie
 * and localStorage are written at once (a reload right away must not bring the element back)
 * and `onSubmit` hides the element.
 */
export function PreferenceForm({
  intent,
  value,
  onSubmit,
  className,
  children,
}: {
  intent: Intent;
  value: string;
  onSubmit: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action="/resources/preferences"
      className={className}
      onSubmit={() => {
        const key = preferenceKey(intent);
        document.cookie = `${key}=${value}; Path=/; Max-Age=${PREFERENCE_MAX_AGE_S}; SameSite=Lax`;
        localStorage.setItem(key, value);
        onSubmit();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="value" value={value} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </fetcher.Form>
  );
}
