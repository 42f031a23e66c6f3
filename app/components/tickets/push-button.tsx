import { icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { enablePush } from "./push-client";

const Bell = icon("bell");
const BellOff = icon("bell-off");
const BellRing = icon("bell-ring");

type State = NotificationPermission | "unsupported" | null;

/** The permission prompt for web push: asked only when the user presses it (a browser rule). */
export function PushButton() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    setState(
      typeof Notification === "undefined" || !("serviceWorker" in navigator)
        ? "unsupported"
        : Notification.permission,
    );
  }, []);
  if (state === null || state === "unsupported") return null;
  if (state === "granted")
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="push-state">
        <BellRing className="size-4 text-status-green" aria-hidden />
        {t("tickets.push.enabled")}
      </span>
    );
  if (state === "denied")
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-faint" data-testid="push-state">
        <BellOff className="size-4" aria-hidden />
        {t("tickets.push.denied")}
      </span>
    );
  return (
    <button
      type="button"
      className="btn-ghost text-sm"
      data-testid="push-enable"
      onClick={() => void enablePush().then(setState, () => setState("default"))}
    >
      <Bell className="size-4" aria-hidden />
      {t("tickets.push.enable")}
    </button>
  );
}
