import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { Suspense } from "react";
import { SkipLink } from "~/components/ui/skip-link";
import { useNamespace, useTranslation } from "~/i18n/react";
import { ConsoleNav, type ConsoleBadges } from "~/components/console/console-nav";
import { ConsoleTopBar } from "~/components/console/console-top-bar";
import { LoadingPart } from "~/components/ui/loading-part";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { consoleAlerts } from "~/services/console/alerts.server";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleSectionsFor } from "~/utils/console-sections";
import { can } from "~/utils/permissions";
import { useLang } from "~/utils/use-lang";

export const headers = () => ({ "Cache-Control": "private, no-store" });

/** Every /admin page: staff only (visitors sign in first, customers get 403). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request);
  // The owner's alerts: stocks running low or leaving paid buyers waiting; orders to refund.
  const alerts = can(user.role, "sales.manage") ? await consoleAlerts() : null;
  return {
    user: { id: user.id, login: user.login, role: user.role },
    sections: consoleSectionsFor(user.role),
    // The side menu's badges count what the notifications menu lists.
    badges: (alerts ? { stock: alerts.stock, orders: alerts.refunds } : {}) as ConsoleBadges,
    alerts,
  };
}

/** The console layout's data, for its pages. */
export function useConsoleData() {
  const lang = useLang();
  return useRouteLoaderData<typeof loader>(`${lang}.admin`)!;
}

/** The console's strings are a chunk of their own: a first visit from the shop waits for them. */
export default function ConsoleLayout() {
  return (
    <Suspense fallback={<LoadingPart />}>
      <Console />
    </Suspense>
  );
}

/**
 * The console's own shell (decision 0033): its top bar and side menu, none of the storefront's
 * banner, navigation, wallet, cookie notice, assistant or support pill (root.tsx leaves them out
 * on /admin).
 */
function Console() {
  useNamespace("console");
  const { t } = useTranslation();
  const { user, sections, badges, alerts } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-dvh flex-col" data-testid="console">
      <SkipLink label={t("console.skipToContent")} />
      <ConsoleTopBar user={user} sections={sections} badges={badges} alerts={alerts} />
      <div className="mx-auto grid w-full max-w-[1440px] flex-1 grid-cols-[minmax(0,1fr)] gap-6 px-3 py-5 sm:px-6 md:grid-cols-[220px_minmax(0,1fr)] md:gap-8 md:py-8">
        <nav aria-label={t("console.navLabel")} className="hidden md:block">
          <div className="card sticky top-24 p-1.5">
            <ConsoleNav sections={sections} badges={badges} />
          </div>
        </nav>
        <main id="main" tabIndex={-1} className="min-w-0 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
