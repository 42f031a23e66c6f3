/** Cheat status codes (SPEC §4.1). */
export const STATUSES = [0, 1, 2, 3, 4] as const;
export type StatusCode = (typeof STATUSES)[number];

export type StatusColor = "green" | "blue" | "gray" | "red";

/** Translation key and colour of each status. */
export const statusMeta: Record<StatusCode, { key: string; color: StatusColor }> = {
  0: { key: "undetectedStar", color: "green" },
  1: { key: "undetected", color: "green" },
  2: { key: "risk", color: "blue" },
  3: { key: "updating", color: "gray" },
  4: { key: "detected", color: "red" },
};

/** The status that says "do not use": never advertised (the home slider), asked about before buying. */
export const DETECTED: StatusCode = 4;

export function isStatus(value: unknown): value is StatusCode {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 4;
}

/** Status counts for the statuses page: 0 and 1 are grouped as working. */
export function groupStatusCounts(statuses: number[]) {
  const counts = { working: 0, risk: 0, updating: 0, detected: 0 };
  for (const s of statuses) {
    if (s === 0 || s === 1) counts.working++;
    else if (s === 2) counts.risk++;
    else if (s === 3) counts.updating++;
    else if (s === 4) counts.detected++;
  }
  return counts;
}

/**
 * Toggles one status in the filter; the last active status cannot be switched off, so the
 * filter is never empty (SPEC §4.1).
 */
export function toggleStatusFilter(active: readonly StatusCode[], status: StatusCode): StatusCode[] {
  if (active.includes(status)) return active.length === 1 ? [...active] : active.filter((s) => s !== status);
  return STATUSES.filter((s) => s === status || active.includes(s));
}

/** Reads a status filter from a query value such as "0,1,4"; all statuses when absent or empty. */
export function parseStatusFilter(value: string | null): StatusCode[] {
  const picked = (value ?? "")
    .split(",")
    .filter((v) => v.trim() !== "")
    .map((v) => Number(v))
    .filter(isStatus);
  const unique = STATUSES.filter((s) => picked.includes(s));
  return unique.length ? unique : [...STATUSES];
}

/** The longest public note staff may give with a status change. */
export const STATUS_NOTE_MAX = 300;
