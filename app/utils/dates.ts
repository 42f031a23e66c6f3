import { intlLocale, type Lang } from "./lang";

/**
 * The shop's clock for dates shown as text: purchases and tickets read in Moscow time in both
 * languages, and the same string renders on the server and in the browser.
 */
export const SHOP_TIME_ZONE = "Europe/Moscow";

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, made once: an `Intl.DateTimeFormat` with a time zone is
 * costly to make (the first one of a page ~25–35 ms in a profile, loading the zone's data; decision
 * 0038), and ticket threads and console lists format a date per row.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function parts(date: Date, timeZone: string) {
  const values = Object.fromEntries(
    dateFormat("en-GB", {
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

function dayKey(p: { year: string; month: string; day: string }) {
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * SPEC §9 ticket message time: "today - HH:mm", "yesterday - HH:mm", otherwise
 * "dd MMMM yyyy - HH:mm" with the month's name in the page's language (Moscow time).
 */
export function formatMessageTime(
  iso: string | Date,
  lang: Lang,
  labels: { today: (time: string) => string; yesterday: (time: string) => string },
  now: Date = new Date(),
  timeZone = SHOP_TIME_ZONE,
) {
  const date = new Date(iso);
  const p = parts(date, timeZone);
  const time = `${p.hour}:${p.minute}`;
  if (dayKey(p) === dayKey(parts(now, timeZone))) return labels.today(time);
  if (dayKey(p) === dayKey(parts(new Date(now.getTime() - 24 * 60 * 60 * 1000), timeZone)))
    return labels.yesterday(time);
  // With the day present, Russian gives the month in the genitive ("22 ноября").
  const month = dateFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    timeZone,
    day: "numeric",
    month: "long",
  })
    .formatToParts(date)
    .find((part) => part.type === "month")!.value;
  return `${p.day} ${month} ${p.year} - ${time}`;
}

/** SPEC §9: the ticket list shows dd.MM.yyyy. */
export function formatTicketListDate(iso: string | Date, timeZone = SHOP_TIME_ZONE) {
  const p = parts(new Date(iso), timeZone);
  return `${p.day}.${p.month}.${p.year}`;
}

/** The date a product's status was set ("21 Nov 2026"), as the cheat page and the assistant show it. */
export function formatStatusDate(iso: string | Date, lang: Lang, timeZone = SHOP_TIME_ZONE) {
  return dateFormat(intlLocale(lang), { dateStyle: "medium", timeZone }).format(new Date(iso));
}

/** A console timestamp: the day and the time, in the console's language, in the shop's time zone. */
export function formatConsoleTime(iso: string | Date, lang: Lang, timeZone = SHOP_TIME_ZONE) {
  return dateFormat(intlLocale(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(new Date(iso));
}

/**
 * A day typed into a console filter, as `YYYY-MM-DD`: `дд.мм.гггг` (the Russian console's way,
 * also `д.м.гггг`) or `YYYY-MM-DD`, in either language; null when it is no real day. The console's
 * day fields are text in its own format rather than the browser's date picker, which follows the
 * browser's language instead of the console's.
 */
export function parseDayInput(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = dotted
    ? [Number(dotted[3]), Number(dotted[2]), Number(dotted[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (!year) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day as the console's day fields show it: `дд.мм.гггг` in Russian, as is in English. */
export function formatDayInput(day: string | null, lang: Lang) {
  if (!day) return "";
  const [year, month, date] = day.split("-");
  return lang === "ru" ? `${date}.${month}.${year}` : day;
}

/**
 * A time the owner types in the shop's clock — a day (`дд.мм.гггг` or `YYYY-MM-DD`), with an
 * optional `ЧЧ:ММ` — as the instant it names; a day alone is its first minute, or with `endOfDay`
 * the first minute of the next day (a promotion "until 31.12" runs through that day). Null when it
 * is no real time.
 */
export function parseShopTime(value: string, endOfDay = false, timeZone = SHOP_TIME_ZONE): Date | null {
  const match = /^(\S+)(?:\s+(\d{1,2}):(\d{2}))?$/.exec(value.trim());
  const day = match && parseDayInput(match[1]);
  if (!match || !day) return null;
  const [hour, minute] = match[2] ? [Number(match[2]), Number(match[3])] : [endOfDay ? 24 : 0, 0];
  if (hour > 24 || minute > 59 || (hour === 24 && match[2])) return null;
  const [year, month, date] = day.split("-").map(Number);
  // The zone's offset at that moment, read off the zone's own clock (no fixed "+3").
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const seen = parts(new Date(guess), timeZone);
  const shown = Date.UTC(+seen.year, +seen.month - 1, +seen.day, +seen.hour, +seen.minute);
  return new Date(guess - (shown - guess));
}

/** An instant as the console's time fields show it in the shop's clock: `дд.мм.гггг ЧЧ:ММ` / `YYYY-MM-DD HH:MM`. */
export function formatShopTimeInput(date: Date | string | null, lang: Lang, timeZone = SHOP_TIME_ZONE) {
  if (!date) return "";
  const p = parts(new Date(date), timeZone);
  return `${formatDayInput(`${p.year}-${p.month}-${p.day}`, lang)} ${p.hour}:${p.minute}`;
}
