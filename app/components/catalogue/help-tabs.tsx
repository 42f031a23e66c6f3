import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { SignInLink } from "~/components/auth/sign-in-link";
import { useLiveTickets } from "~/components/tickets/live-provider";
import { useRootData } from "~/utils/use-root-data";
import { useLocalize } from "~/utils/use-lang";
import { SectionTabs } from "./section-tabs";

const LifeBuoy = icon("life-buoy");

/** Tabs of the help section: the guide and FAQ, known errors, useful programs. */
export function HelpTabs() {
  const { t } = useTranslation();
  return (
    <SectionTabs
      label={t("problems.tabsLabel")}
      tabs={[
        { to: "/faq", label: t("problems.tabs.faq") },
        { to: "/problems", label: t("problems.tabs.errors"), also: ["/problem"] },
        { to: "/programs", label: t("problems.tabs.programs") },
      ]}
    />
  );
}

/**
 * The tech-support button. Tickets live in the profile; for a visitor it opens sign-in (SPEC §6).
 */
export function SupportButton({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const signedIn = Boolean(useRootData()?.user);
  const unread = useLiveTickets().counters?.tickets ?? 0;
  if (!signedIn)
    return (
      <SignInLink className={`btn-primary ${className}`} data-testid="support-button">
        <LifeBuoy className="size-4" aria-hidden />
        {t("problems.support")}
      </SignInLink>
    );
  return (
    <Link
      to={localize("/profile/tickets")}
      className={`btn-primary ${className}`}
      data-testid="support-button"
    >
      <LifeBuoy className="size-4" aria-hidden />
      {t("problems.support")}
      {unread > 0 ? (
        <span
          className="grid min-w-5 place-items-center rounded-full bg-white px-1.5 text-xs font-bold text-accent"
          aria-label={t("tickets.unread", { count: unread })}
          data-testid="support-unread"
        >
          {unread}
        </span>
      ) : null}
    </Link>
  );
}
