import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { consoleIcon } from "~/components/console/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { StatusBadge } from "~/components/catalogue/status-badge";
import type { ConsoleCheatRow } from "~/services/catalogue/console-lists.server";
import type { StatusFormResult } from "~/services/catalogue/status-form.server";
import { useHydrated } from "~/utils/use-hydrated";
import { useLocalize } from "~/utils/use-lang";
import { STATUSES, statusMeta, type StatusCode } from "~/utils/status";
import { Thumbnail } from "./entity-list-page";

const Undo2 = consoleIcon("undo-2");

/** How long "Undo" stays after a one-click status change. */
const UNDO_MS = 10_000;

export type ProductRowView = Omit<SerializeFrom<ConsoleCheatRow>, "statusUpdatedAt"> & {
  statusUpdatedAt: string;
  /** "390 ₽ – 1 990 ₽", or null while nothing is priced on this site. */
  priceRange: string | null;
};

/**
 * One product of the console's list: its picture, game and category, price range, keys on sale,
 * sales in 30 days, publication, a box to pick it for a bulk action, and its status. With
 * JavaScript the status applies the moment it is chosen (the badge shows it at once) and "Undo"
 * puts the previous one back for 10 seconds; without it a small form per row posts with Save.
 */
export function ProductRow({ row, back }: { row: ProductRowView; back: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const fetcher = useFetcher<StatusFormResult>();
  const [undo, setUndo] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const pending = fetcher.formData ? Number(fetcher.formData.get("status")) : null;
  const failed = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const shown = (pending ?? row.status) as StatusCode;
  const submit = (status: number, previous: number | null) => {
    fetcher.submit(
      {
        intent: "status",
        cheatId: String(row.id),
        status: String(status),
        note: row.statusNote,
        back,
        js: "1",
      },
      { method: "post" },
    );
    clearTimeout(timer.current);
    setUndo(previous);
    if (previous !== null) timer.current = setTimeout(() => setUndo(null), UNDO_MS);
  };
  return (
    <li
      className="flex flex-col gap-3 p-3 sm:p-4 md:flex-row md:items-center"
      data-testid={`console-cheat-${row.id}`}
      data-status={shown}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <input
          type="checkbox"
          name="ids"
          value={row.id}
          form="bulk-form"
          className="check"
          aria-label={t("console.cheats.pick", { name: row.name })}
          data-testid="console-pick"
        />
        <Thumbnail src={row.preview} wide />
        <div className="min-w-0">
          <p className="truncate font-semibold text-text">
            <Link
              to={localize(`/admin/cheats/${row.id}`)}
              // A block of its own line height: a 24 px target that still ends in "…" when long.
              className="inline-block max-w-full truncate align-bottom leading-6 hover:text-accent-hover"
            >
              {row.name}
            </Link>
            {!row.isPublished ? (
              <span className="ml-2 rounded bg-surface-3 px-1.5 py-0.5 text-xs font-normal text-faint">
                {t("console.cheats.unpublished")}
              </span>
            ) : null}
          </p>
          <p className="mt-0.5 truncate text-xs text-muted">
            {row.gameName ?? t("console.cheats.noGame")} · {t(`console.categories.${row.category}`)}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted" data-testid="console-cheat-figures">
            <span>{row.priceRange ?? t("console.cheats.noPrice")}</span>
            {row.available === null ? null : (
              <span className={row.available === 0 ? "text-warning" : undefined}>
                {t("console.cheats.keys", { count: row.available })}
              </span>
            )}
            <span>{t("console.cheats.sold30", { count: row.sold30 })}</span>
            <span>
              {t("console.cheats.columns.updated")} {row.statusUpdatedAt}
            </span>
          </p>
          {failed ? (
            <p role="alert" className="mt-1 text-xs text-status-red">
              {t(`console.errors.${failed}`)}
            </p>
          ) : null}
        </div>
      </div>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-2 md:justify-end">
        <StatusBadge status={shown} />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="cheatId" value={row.id} />
        <input type="hidden" name="note" value={row.statusNote} />
        <input type="hidden" name="back" value={back} />
        <label className="sr-only" htmlFor={`status-${row.id}`}>
          {t("console.cheats.status")}
        </label>
        <select
          id={`status-${row.id}`}
          name="status"
          // Controlled: it shows what was just chosen, then what the server confirms. Without
          // JavaScript the browser's own select posts with Save.
          value={shown}
          className="input min-h-11 w-auto"
          data-testid="console-status-select"
          // One change at a time: a second one sent while the first (an Undo, say) is still on its
          // way could be saved before it, leaving the other status stored than the one shown.
          disabled={hydrated && fetcher.state !== "idle"}
          onChange={(event) => submit(Number(event.target.value), shown)}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${statusMeta[status].key}`)}
            </option>
          ))}
        </select>
        {hydrated ? (
          undo !== null && fetcher.state === "idle" && !failed ? (
            <button
              type="button"
              className="btn-ghost min-h-11"
              data-testid="console-status-undo"
              onClick={() => submit(undo, null)}
            >
              <Undo2 className="size-4" aria-hidden />
              {t("console.cheats.undo")}
            </button>
          ) : null
        ) : (
          <button type="submit" className="btn-ghost min-h-11" data-testid="console-status-save">
            {t("console.cheats.save")}
          </button>
        )}
      </fetcher.Form>
    </li>
  );
}
