import { useFetcher, useLocation } from "@remix-run/react";

/**
 * A form that remembers a preference through /resources/preferences. Without JavaScript it posts
 * and the server redirects back; with JavaScript it posts in the background and `onSubmit`
 * hides the element at once.
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
    <fetcher.Form method="post" action="/resources/preferences" className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="value" value={value} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </fetcher.Form>
  );
}
