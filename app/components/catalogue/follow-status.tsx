import { useFetcher } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useHydrated } from "~/utils/use-hydrated";

const Bell = icon("bell");
const BellOff = icon("bell-off");

/**
 * "Notify me about status changes" on a product page (issue: support that knows the customer): a
 * signed-in customer follows the product and gets the status alerts its buyers get; a visitor is
 * asked to sign in first. A plain form post, so it works without JavaScript.
 */
export function FollowStatus({ follow }: { follow: { following: boolean; alertsOn: boolean } | null }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ following: boolean }>();
  const hydrated = useHydrated();
  if (!follow)
    return (
      <SignInLink
        className="mt-3 inline-flex items-center gap-1.5 text-sm text-accent hover:underline"
        data-testid="follow-sign-in"
      >
        <Bell className="size-4" aria-hidden />
        {t("alerts.followSignIn")}
      </SignInLink>
    );
  const following = fetcher.formData
    ? fetcher.formData.get("intent") === "follow"
    : (fetcher.data?.following ?? follow.following);
  return (
    <fetcher.Form method="post" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <input type="hidden" name="intent" value={following ? "unfollow" : "follow"} />
      {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
      <button type="submit" className="btn-ghost text-sm" data-testid="follow-status">
        {following ? <BellOff className="size-4" aria-hidden /> : <Bell className="size-4" aria-hidden />}
        {t(following ? "alerts.unfollow" : "alerts.follow")}
      </button>
      {following ? (
        <span className="text-muted" role="status" data-testid="follow-note">
          {t(follow.alertsOn ? "alerts.following" : "alerts.alertsOff")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
