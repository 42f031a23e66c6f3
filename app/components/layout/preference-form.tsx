import { useFetcher, useLocation } from "@remix-run/react";
import { BANNER_DISMISSED_KEY, COOKIE_CONSENT_KEY, PREFERENCE_MAX_AGE_S } from "~/utils/preferences";

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
  intent: "cookie-consent" | "dismiss-banner";
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
        const key = intent === "cookie-consent" ? COOKIE_CONSENT_KEY : BANNER_DISMISSED_KEY;
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
