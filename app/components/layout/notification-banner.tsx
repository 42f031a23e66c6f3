import { icon } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { PreferenceForm, useRememberedPreference } from "./preference-form";

const ChevronDown = icon("chevron-down");
const X = icon("x");

/** The top notification from settings; dismissing it is remembered by the hash of its title. */
export function NotificationBanner({
  banner,
}: {
  banner: { title: string; description: string; hash: string };
}) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const remembered = useRememberedPreference("dismiss-banner", banner.hash);
  if (hidden || remembered) return null;
  return (
    <div
      className="relative border-b border-accent/30 bg-gradient-to-r from-accent/25 via-surface-2 to-accent/10"
      data-testid="notification-banner"
      role="region"
      aria-label={banner.title}
    >
      <div className="container-page flex items-center gap-3 py-1.5 text-sm md:py-2.5">
        <span className="size-2 shrink-0 animate-pulse rounded-full bg-accent" aria-hidden />
        {/* One line on a phone, opened in full by a tap (a <details>: it works without JavaScript);
            wider screens show it all. */}
        <details className="group min-w-0 flex-1" data-testid="banner-text">
          <summary className="flex min-h-6 cursor-pointer list-none items-center gap-2 md:cursor-default [&::-webkit-details-marker]:hidden">
            <span className="min-w-0 flex-1 truncate text-text group-open:whitespace-normal md:whitespace-normal">
              <strong className="font-semibold">{banner.title}</strong>
              {banner.description ? <span className="text-muted"> — {banner.description}</span> : null}
            </span>
            <ChevronDown
              className="size-4 shrink-0 text-muted transition group-open:rotate-180 md:hidden"
              aria-hidden
            />
          </summary>
        </details>
        <PreferenceForm intent="dismiss-banner" value={banner.hash} onSubmit={() => setHidden(true)}>
          <button
            type="submit"
            className="grid size-7 place-items-center rounded-lg text-muted transition hover:bg-white/10 hover:text-text"
            aria-label={t("banner.dismiss")}
            title={t("banner.dismiss")}
          >
            <X className="size-4" aria-hidden />
          </button>
        </PreferenceForm>
      </div>
    </div>
  );
}
