import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { PreferenceForm, useRememberedPreference } from "./preference-form";

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
      <div className="container-page flex items-start gap-3 py-2.5 text-sm md:items-center">
        <span className="mt-1.5 size-2 shrink-0 animate-pulse rounded-full bg-accent md:mt-0" aria-hidden />
        <p className="flex-1 text-text">
          <strong className="font-semibold">{banner.title}</strong>
          {banner.description ? <span className="text-muted"> — {banner.description}</span> : null}
        </p>
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
