import type { Lang } from "./lang";

/**
 * The shop's clock for dates shown as text: purchases and tickets read in Moscow time in both
 * languages, and the same string renders on the server and in the browser.
 */
export const SHOP_TIME_ZONE = "Europe/Moscow";

function parts(date: Date, timeZone: string) {
  const values = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return values as Record<"year" | "month" | "day" | "hour" | "minute", string>;
}

/** SPEC §9: purchases read dd.mm.yyyy HH:mm. */
export function formatPurchaseDate(iso: string | Date, _lang: Lang, timeZone = SHOP_TIME_ZONE) {
  const p = parts(new Date(iso), timeZone);
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}
