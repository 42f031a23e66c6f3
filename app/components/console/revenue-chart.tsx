import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/react";
import { formatMoney, type Major } from "~/utils/money";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang } from "~/utils/use-lang";

// The chart library is loaded once the page runs: the figures (the table) never wait for it.
const RevenueCanvas = lazy(() => import("./revenue-canvas"));

export interface RevenuePoint {
  day: string;
  rub: Major;
  usd: Major;
  orders: number;
}

/** "23.11" of "2026-11-23". */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/**
 * Revenue per day in rubles (bars, left axis) and dollars (line, right axis). The chart needs
 * JavaScript; the same figures are always there as a table, open when the page has no script.
 */
export function RevenueChart({ days }: { days: RevenuePoint[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  return (
    <div className="space-y-3">
      {hydrated ? (
        <div
          className="h-64 w-full"
          data-testid="revenue-chart"
          role="img"
          aria-label={t("console.dashboard.chartLabel")}
        >
          <Suspense fallback={null}>
            <RevenueCanvas days={days} />
          </Suspense>
        </div>
      ) : null}
      <details open={!hydrated} className="text-sm">
        <summary className="cursor-pointer py-1 text-muted">{t("console.dashboard.asTable")}</summary>
        {/* Scrolls on its own: focusable so a keyboard can scroll it too. */}
        <div
          className="mt-2 max-h-80 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label={t("console.dashboard.asTable")}
        >
          <table className="w-full text-left tabular-nums" data-testid="revenue-table">
            <thead className="text-xs text-muted">
              <tr>
                <th className="py-1 pr-3 font-medium">{t("console.dashboard.day")}</th>
                <th className="py-1 pr-3 text-right font-medium">{t("console.dashboard.rub")}</th>
                <th className="py-1 pr-3 text-right font-medium">{t("console.dashboard.usd")}</th>
                <th className="py-1 text-right font-medium">{t("console.dashboard.orders")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...days].reverse().map((day) => (
                <tr key={day.day}>
                  <td className="py-1 pr-3 text-muted">{shortDay(day.day)}</td>
                  <td className="py-1 pr-3 text-right text-text">{formatMoney(day.rub, 0, lang)}</td>
                  <td className="py-1 pr-3 text-right text-text">{formatMoney(day.usd, 1, lang)}</td>
                  <td className="py-1 text-right text-text">{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
