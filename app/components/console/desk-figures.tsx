import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import type { DeskWindow, StaffFigures } from "~/services/tickets/desk-figures.server";
import { intlLocale } from "~/utils/lang";
import { durationParts } from "~/utils/tickets";
import { useLang } from "~/utils/use-lang";

const Star = icon("star");

const COLUMNS = ["staff", "handled", "firstResponse", "resolution", "rating"] as const;

/**
 * The owner's desk figures on the console's overview: per staff member, the tickets handled, the
 * median first response and resolution, and the average rating, for the last 7 or 30 days (links,
 * so the switch works without JavaScript).
 */
export function DeskFigures({
  figures,
  days,
  windows,
}: {
  figures: StaffFigures[];
  days: DeskWindow;
  windows: readonly DeskWindow[];
}) {
  const { t } = useTranslation();
  // "4,5" on the Russian console, "4.5" on the English one.
  const rating = new Intl.NumberFormat(intlLocale(useLang()), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const duration = (minutes: number | null) => {
    if (minutes === null) return "—";
    const { key, d, h, m } = durationParts(minutes);
    return t(`tickets.times.duration.${key}`, { d, h, m });
  };
  return (
    <section className="space-y-3" data-testid="desk-figures" aria-labelledby="desk-figures-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="desk-figures-title" className="font-semibold text-text">
          {t("console.desk.title")}
        </h2>
        <nav className="flex gap-1 rounded-xl bg-surface-3 p-1 text-sm" aria-label={t("console.desk.window")}>
          {windows.map((w) => (
            <Link
              key={w}
              to={`?desk=${w}`}
              preventScrollReset
              aria-current={w === days ? "page" : undefined}
              className={`rounded-lg px-3 py-1 ${w === days ? "bg-surface text-text" : "text-muted hover:text-text"}`}
              data-testid={`desk-window-${w}`}
            >
              {t("console.desk.days", { count: w })}
            </Link>
          ))}
        </nav>
      </div>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">{t("console.desk.caption", { count: days })}</caption>
          <thead className="text-left text-xs uppercase tracking-wide text-faint">
            <tr>
              {COLUMNS.map((column, index) => (
                <th key={column} scope="col" className={`px-4 py-3 ${index ? "text-right" : ""}`}>
                  {t(`console.desk.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {figures.map((row) => (
              <tr key={row.id} data-testid="desk-figures-row">
                <th scope="row" className="px-4 py-3 text-left font-semibold text-text">
                  {row.login}{" "}
                  <span className="font-normal text-xs text-muted">{t(`tickets.author.${row.role}`)}</span>
                </th>
                <td className="px-4 py-3 text-right tabular-nums text-text" data-testid="desk-handled">
                  {row.handled}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-text">
                  {duration(row.medianFirstResponseMin)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-text">
                  {duration(row.medianResolutionMin)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums text-text" data-testid="desk-rating">
                  {row.averageRating === null ? (
                    "—"
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-3.5 fill-warning text-warning" aria-hidden />
                      {rating.format(row.averageRating)}
                      <span className="text-xs text-muted">({row.ratings})</span>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
