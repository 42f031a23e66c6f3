import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { formatMoney, type Major } from "~/utils/money";
import { useLang, useLocalize } from "~/utils/use-lang";
import { RevenueChart, type RevenuePoint } from "./revenue-chart";

export interface SalesFigures {
  revenue: RevenuePoint[];
  today: RevenuePoint;
  top: { name: string; orders: number; rub: Major; usd: Major }[];
  awaiting: number;
  lowStock: { id: number; name: string; available: number; awaiting: number }[];
  tickets: { open: number; unanswered: number };
}

/** The owner's first screen: today, the last 30 days, best sellers, stock and support at a glance. */
export function SalesDashboard({ sales }: { sales: SalesFigures }) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  const tiles = [
    {
      key: "today",
      value: `${formatMoney(sales.today.rub, 0, lang)} · ${formatMoney(sales.today.usd, 1, lang)}`,
      to: "/admin/orders?status=1",
    },
    { key: "ordersToday", value: String(sales.today.orders), to: "/admin/orders?status=1" },
    {
      key: "awaiting",
      value: String(sales.awaiting),
      to: "/admin/stock?attention=1",
      alert: sales.awaiting > 0,
    },
    {
      key: "tickets",
      value: `${sales.tickets.open} · ${sales.tickets.unanswered}`,
      to: "/profile/desk",
      alert: sales.tickets.unanswered > 0,
    },
  ] as const;
  return (
    <section className="space-y-4" data-testid="sales-dashboard">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={localize(tile.to)}
              className={`card flex min-h-24 flex-col justify-between gap-2 p-4 transition hover:border-accent/60 ${
                "alert" in tile && tile.alert ? "border-warning/60" : ""
              }`}
              data-testid={`sales-${tile.key}`}
            >
              <span className="text-xs text-muted">{t(`console.dashboard.${tile.key}`)}</span>
              <span className="font-display text-xl text-text">{tile.value}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="card p-4">
        <h2 className="mb-3 font-semibold text-text">{t("console.dashboard.revenue")}</h2>
        <RevenueChart days={sales.revenue} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="card p-4">
          <h2 className="mb-3 font-semibold text-text">{t("console.dashboard.top")}</h2>
          {sales.top.length ? (
            <ol className="space-y-2 text-sm" data-testid="sales-top">
              {sales.top.map((item) => (
                <li key={item.name} className="flex justify-between gap-3">
                  <span className="truncate text-text">{item.name}</span>
                  <span className="shrink-0 tabular-nums text-muted">
                    {t("console.orders.total", { count: item.orders })}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted">{t("console.dashboard.noSales")}</p>
          )}
        </div>
        <div className="card p-4">
          <h2 className="mb-3 font-semibold text-text">{t("console.dashboard.lowStock")}</h2>
          {sales.lowStock.length ? (
            <ul className="space-y-2 text-sm" data-testid="sales-low-stock">
              {sales.lowStock.map((stock) => (
                <li key={stock.id} className="flex items-center justify-between gap-3">
                  <Link
                    to={localize(`/admin/stock/${stock.id}`)}
                    className="truncate py-1 text-text hover:text-accent-hover"
                  >
                    {stock.name}
                  </Link>
                  <span
                    className={`shrink-0 tabular-nums ${stock.awaiting ? "text-status-red" : "text-warning"}`}
                  >
                    {stock.awaiting
                      ? t("console.dashboard.waitingBuyers", { count: stock.awaiting })
                      : t("console.dashboard.keysLeft", { count: stock.available })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("console.dashboard.stockFine")}</p>
          )}
        </div>
      </div>
    </section>
  );
}
