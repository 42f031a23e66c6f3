import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { UserAvatar } from "~/components/auth/user-avatar";
import { useLiveTickets } from "~/components/tickets/live-provider";
import { useRootData } from "~/utils/use-root-data";
import { badgeCount } from "~/utils/tickets";
import { useLocalize } from "~/utils/use-lang";

const LogIn = icon("log-in");

/** The header's sign-in button, or the profile badge (avatar and login) when signed in. */
export function AccountButton() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const user = useRootData()?.user;
  const { counters } = useLiveTickets();
  const unread = counters ? badgeCount(counters) : 0;
  if (!user)
    return (
      <SignInLink className="header-pill px-3" data-testid="header-sign-in">
        <LogIn className="size-4" aria-hidden />
        <span className="hidden 2xl:inline">{t("auth.signIn")}</span>
        <span className="sr-only 2xl:hidden">{t("auth.signIn")}</span>
      </SignInLink>
    );
  return (
    <Link
      to={localize("/profile/personal")}
      className="header-pill px-1 2xl:pr-3"
      aria-label={t("auth.openProfile", { login: user.login })}
      data-testid="profile-badge"
    >
      <span className="relative">
        <UserAvatar user={user} size={32} />
        {unread > 0 ? (
          <span
            className="absolute -right-1.5 -top-1.5 grid min-w-5 place-items-center rounded-full border-2 border-surface bg-accent-fill px-1 text-[10px] font-bold leading-4 text-white"
            aria-label={t("tickets.unread", { count: unread })}
            data-testid="profile-badge-count"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </span>
      <span className="hidden max-w-32 truncate 2xl:inline">{user.login}</span>
    </Link>
  );
}
