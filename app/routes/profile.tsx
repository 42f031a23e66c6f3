import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { UserAvatar } from "~/components/auth/user-avatar";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { useLiveTickets } from "~/components/tickets/live-provider";
import { LogoutForm } from "~/components/auth/logout-form";
import { stripLangPrefix } from "~/utils/lang";
import { requireUser } from "~/services/auth/guard.server";
import { loadPublicUser } from "~/services/users/users.server";
import { tabsFor } from "~/utils/profile-tabs";
import { skipLiveRevalidation } from "~/utils/revalidation";
import { useLang, useLocalize } from "~/utils/use-lang";

export const headers = () => ({ "Cache-Control": "private, no-store" });

/** Every /profile page: signed in, or home (SPEC §2.3). Child routes check their own role. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { user: await loadPublicUser(user), tabs: tabsFor(user.role) };
}

export const shouldRevalidate = skipLiveRevalidation;

/** The profile layout's data, for its pages. */
export function useProfileData() {
  const lang = useLang();
  return useRouteLoaderData<typeof loader>(`${lang}.profile`)!;
}

export default function ProfileLayout() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { user, tabs } = useLoaderData<typeof loader>();
  const { counters } = useLiveTickets();
  const path = stripLangPrefix(useLocation().pathname);
  return (
    <div className="container-page py-8 md:py-12">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[240px_minmax(0,1fr)] md:gap-8">
        <aside className="space-y-4">
          <div className="card flex items-center gap-3 p-4" data-testid="profile-card">
            <UserAvatar user={user} size={48} />
            <div className="min-w-0">
              <p className="truncate font-semibold text-text" data-testid="profile-login">
                {user.login}
              </p>
              <p className="text-xs text-muted">{t(`profile.role.${user.role}`)}</p>
            </div>
          </div>
          <nav aria-label={t("profile.navLabel")} className="card p-1.5">
            {/* Below md the tabs wrap onto more rows, so Log out is in reach without sideways scrolling. */}
            <ul
              className="flex flex-wrap gap-1 overflow-x-auto md:flex-col md:flex-nowrap"
              data-testid="profile-tabs"
            >
              {tabs.map((tab) => (
                <li key={tab.key} className="shrink-0">
                  <NavLink
                    to={localize(tab.to)}
                    end
                    // A tab pointing at a section of a page is never the active one.
                    className={({ isActive }) =>
                      `flex items-center gap-2 rounded-xl px-3.5 py-2.5 text-sm font-medium transition ${
                        (isActive && !tab.to.includes("#")) ||
                        tab.activeUnder?.some((p) => path.startsWith(p))
                          ? "bg-accent/15 text-white"
                          : "text-muted hover:bg-surface-3 hover:text-text"
                      }`
                    }
                    data-testid={`profile-tab-${tab.key}`}
                  >
                    {t(`profile.tabs.${tab.key}`)}
                    <TabBadge count={tab.badge?.reduce((sum, key) => sum + (counters?.[key] ?? 0), 0) ?? 0} />
                  </NavLink>
                </li>
              ))}
              <li className="shrink-0 md:mt-1 md:border-t md:border-line md:pt-1">
                <LogoutForm className="flex w-full items-center gap-2 rounded-xl px-3.5 py-2.5 text-left text-sm font-medium text-muted transition hover:bg-surface-3 hover:text-text" />
              </li>
            </ul>
          </nav>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

function TabBadge({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span
      className="ml-auto grid min-w-5 place-items-center rounded-full bg-accent-fill px-1.5 text-[11px] font-bold text-white"
      data-testid="tab-badge"
    >
      {count}
    </span>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
