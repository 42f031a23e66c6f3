import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, NavLink, Outlet, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import {
  ArrowLeft,
  Boxes,
  ClipboardList,
  Gamepad2,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  MessageSquareText,
  Menu,
  Package,
  Receipt,
  Settings,
  UserRound,
  Users,
} from "lucide-react";
import { Suspense } from "react";
import { useNamespace, useTranslation } from "~/i18n/react";
import { LoadingPart } from "~/components/ui/loading-part";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { requireConsoleUser } from "~/services/auth/console-guard.server";
import { countNeedingRefund } from "~/services/payments/needs-refund.server";
import { stocksNeedingAttention } from "~/services/stock/stock-levels.server";
import { consoleSectionsFor, type ConsoleSection } from "~/utils/console-sections";
import { can } from "~/utils/permissions";
import { useLang, useLocalize } from "~/utils/use-lang";

export const headers = () => ({ "Cache-Control": "private, no-store" });

/** Every /admin page: staff only (visitors sign in first, customers get 403). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireConsoleUser(request);
  return {
    user: { id: user.id, login: user.login, role: user.role },
    sections: consoleSectionsFor(user.role),
    // The owner's badges: stocks running low or leaving paid buyers waiting; orders to refund.
    badges: (can(user.role, "sales.manage")
      ? await Promise.all([stocksNeedingAttention(), countNeedingRefund()]).then(([stock, orders]) => ({
          stock,
          orders,
        }))
      : {}) as Partial<Record<ConsoleSection["key"], number>>,
  };
}

/** The console layout's data, for its pages. */
export function useConsoleData() {
  const lang = useLang();
  return useRouteLoaderData<typeof loader>(`${lang}.admin`)!;
}

const ICONS: Record<ConsoleSection["key"], typeof Package> = {
  overview: LayoutDashboard,
  orders: Receipt,
  customers: Users,
  cheats: Package,
  stock: Boxes,
  games: Gamepad2,
  accounts: UserRound,
  problems: LifeBuoy,
  settings: Settings,
  replies: MessageSquareText,
  audit: ClipboardList,
  tokens: KeyRound,
};

/** The console's strings are a chunk of their own: a first visit from the shop waits for them. */
export default function ConsoleLayout() {
  return (
    <Suspense fallback={<LoadingPart />}>
      <Console />
    </Suspense>
  );
}

function Console() {
  useNamespace("console");
  const { t } = useTranslation();
  const { user, sections, badges } = useLoaderData<typeof loader>();
  const localize = useLocalize();
  const { pathname } = useLocation();
  const nav = (
    <ul className="flex flex-col gap-1">
      {sections.map((section) => {
        const Icon = ICONS[section.key];
        return (
          <li key={section.key}>
            <NavLink
              to={localize(section.to)}
              end={section.to === "/admin"}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-2.5 rounded-xl px-3.5 text-sm font-medium transition ${
                  isActive ? "bg-accent/15 text-white" : "text-muted hover:bg-surface-3 hover:text-text"
                }`
              }
              data-testid={`console-nav-${section.key}`}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(`console.nav.${section.key}`)}
              {badges[section.key] ? (
                <span
                  className="ml-auto rounded-full bg-warning/20 px-2 py-0.5 text-xs font-semibold text-warning"
                  data-testid={`console-badge-${section.key}`}
                >
                  {badges[section.key]}
                  <span className="sr-only">
                    {" "}
                    {t(`console.nav.badges.${section.key}`, { count: badges[section.key] })}
                  </span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="container-page py-6 md:py-10" data-testid="console">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[220px_minmax(0,1fr)] md:gap-8">
        <aside className="space-y-3">
          <div className="card flex items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-display text-lg text-text">{t("console.title")}</p>
              <p className="truncate text-xs text-muted" data-testid="console-user">
                {user.login} · {t(`profile.role.${user.role}`)}
              </p>
            </div>
          </div>
          {/* Under 768 px the sections fold into a drawer: a <details>, so it opens without JavaScript. */}
          <details className="card p-1.5 md:hidden" key={pathname} data-testid="console-drawer">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3.5 text-sm font-semibold text-text">
              <Menu className="size-4" aria-hidden />
              {t("console.menu")}
            </summary>
            <nav aria-label={t("console.navLabel")} className="pt-1">
              {nav}
            </nav>
          </details>
          <nav aria-label={t("console.navLabel")} className="card hidden p-1.5 md:block">
            {nav}
          </nav>
          <Link
            to={localize("/")}
            className="flex min-h-11 items-center gap-2 px-3.5 text-sm text-muted hover:text-text"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t("console.toShop")}
          </Link>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
