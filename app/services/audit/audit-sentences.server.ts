import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import {
  accountTranslations,
  apiTokens,
  auditLog,
  cannedReplies,
  cheats,
  coupons,
  gameTranslations,
  prices,
  problemTranslations,
  purchases,
  users,
  type AuditEntry,
} from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { formatConsoleTime } from "~/utils/dates";
import type { Lang } from "~/utils/lang";
import { formatMinor, formatMoney, storedMinor, wholeMajor } from "~/utils/money";
import { statusMeta, type StatusCode } from "~/utils/status";
import { cheatName } from "../catalogue/sql.server";
import { stockLabels } from "../stock/stock-labels.server";

/**
 * The audit log in sentences (decision 0043): "Owner owner@shop set the status of Phantom ESP from
 * Undetected to Updating", in the console's language, each entity named as it is called now and
 * linked to its console page (named from the entry itself when it is gone), and the fields an
 * edit changed as "label: before → after" lines with their values in words.
 */

/** A piece of a sentence: text, or the name of something with its console page. */
export type SentencePart = { text: string; to?: string };

export interface AuditEntryView {
  id: number;
  when: string;
  actorLogin: string;
  actorRole: string;
  via: string;
  action: string;
  ip: string | null;
  sentence: SentencePart[];
  changes: { field: string; before: string; after: string }[];
}

type Values = Record<string, unknown>;
type Named = { name: string; to?: string };
type T = Awaited<ReturnType<typeof langT>>;

const keyOf = (entity: string, id: string) => `${entity}:${id}`;
/** The friend a referral decision was about (its `after.friendId`), named in its sentence. */
const friendOf = (entry: AuditEntry) =>
  entry.action.startsWith("referral.") ? Number((entry.after as Values | null)?.friendId) : NaN;
const ids = (entries: AuditEntry[], entity: string) =>
  [...new Set(entries.filter((e) => e.entity === entity).map((e) => Number(e.entityId)))].filter(
    Number.isInteger,
  );

/** What each entity of the entries is called now, and where the console shows it. */
async function currentNames(entries: AuditEntry[], lang: Lang) {
  const names = new Map<string, Named>();
  const put = (entity: string, id: number, name: string | null | undefined, to: string) => {
    if (name) names.set(keyOf(entity, String(id)), { name, to });
  };
  const idsOf = (entity: string) => ids(entries, entity);
  // Products: the cheat rows of the entries, and the products named by price options and copies.
  const priceIds = idsOf("price");
  const priceRows = priceIds.length
    ? await db()
        .select({ id: prices.id, title: prices.title, cheatId: prices.cheatId })
        .from(prices)
        .where(inArray(prices.id, priceIds))
    : [];
  const duplicatedFrom = entries
    .filter((e) => e.action === "cheat.duplicate")
    .map((e) => Number((e.before as Values | null)?.from))
    .filter(Number.isInteger);
  const cheatIds = [
    ...new Set([
      ...idsOf("cheat"),
      ...duplicatedFrom,
      ...priceRows.map((p) => p.cheatId).filter((id): id is number => id !== null),
    ]),
  ];
  const [
    cheatRows,
    gameRows,
    accountRows,
    problemRows,
    orderRows,
    userRows,
    tokenRows,
    replyRows,
    stock,
    couponRows,
  ] = await Promise.all([
    cheatIds.length
      ? db()
          .select({ id: cheats.id, name: cheatName(lang) })
          .from(cheats)
          .where(inArray(cheats.id, cheatIds))
      : [],
    select(idsOf("game"), (list) =>
      db()
        .select({ id: gameTranslations.gameId, name: gameTranslations.name })
        .from(gameTranslations)
        .where(and(inArray(gameTranslations.gameId, list), eq(gameTranslations.lang, lang))),
    ),
    select(idsOf("account"), (list) =>
      db()
        .select({ id: accountTranslations.accountId, name: accountTranslations.name })
        .from(accountTranslations)
        .where(and(inArray(accountTranslations.accountId, list), eq(accountTranslations.lang, lang))),
    ),
    select(idsOf("problem"), (list) =>
      db()
        .select({ id: problemTranslations.problemId, name: problemTranslations.title })
        .from(problemTranslations)
        .where(and(inArray(problemTranslations.problemId, list), eq(problemTranslations.lang, lang))),
    ),
    select(idsOf("order"), (list) =>
      db()
        .select({ id: purchases.id, name: purchases.invoiceId })
        .from(purchases)
        .where(inArray(purchases.id, list)),
    ),
    select(
      [
        ...new Set([
          ...idsOf("user"),
          ...entries.map((e) => e.actorId ?? 0).filter(Boolean),
          ...entries.map(friendOf).filter(Number.isInteger),
        ]),
      ],
      (list) => db().select({ id: users.id, name: users.login }).from(users).where(inArray(users.id, list)),
    ),
    select(idsOf("token"), (list) =>
      db()
        .select({ id: apiTokens.id, name: apiTokens.name })
        .from(apiTokens)
        .where(inArray(apiTokens.id, list)),
    ),
    select(idsOf("cannedReply"), (list) =>
      db()
        .select({ id: cannedReplies.id, name: cannedReplies.title })
        .from(cannedReplies)
        .where(inArray(cannedReplies.id, list)),
    ),
    stockLabels(idsOf("stock"), lang),
    select(idsOf("coupon"), (list) =>
      db().select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, list)),
    ),
  ]);
  for (const row of cheatRows) put("cheat", row.id, row.name, `/admin/cheats/${row.id}`);
  for (const row of gameRows) put("game", row.id, row.name, `/admin/games/${row.id}`);
  for (const row of accountRows) put("account", row.id, row.name, `/admin/accounts/${row.id}`);
  for (const row of problemRows) put("problem", row.id, row.name, `/admin/problems/${row.id}`);
  for (const row of orderRows) put("order", row.id, row.name, `/admin/orders/${row.id}`);
  for (const row of userRows) put("user", row.id, row.name, `/admin/customers/${row.id}`);
  for (const row of tokenRows) put("token", row.id, row.name, "/admin/tokens");
  for (const row of replyRows) put("cannedReply", row.id, row.name, "/admin/replies");
  for (const [id, label] of stock) put("stock", id, label, `/admin/stock/${id}`);
  for (const row of couponRows) put("coupon", row.id, row.name, "/admin/promotions");
  for (const row of priceRows) {
    const product = row.cheatId ? names.get(keyOf("cheat", String(row.cheatId))) : undefined;
    const name = product ? `${product.name} · ${row.title}` : row.title;
    put("price", row.id, name, row.cheatId ? `/admin/cheats/${row.cheatId}#prices` : "/admin/cheats");
  }
  return names;
}

/**
 * Names of entities that are gone, from the entries that recorded one (their creation, copy or
 * deletion), so "the status of #104" reads "the status of Umbra ESP" after Umbra ESP was deleted.
 */
async function recordedNames(entries: AuditEntry[], names: Map<string, Named>, lang: Lang) {
  const gone = entries.filter((entry) => !names.has(keyOf(entry.entity, entry.entityId)));
  const pairs = [...new Set(gone.map((entry) => keyOf(entry.entity, entry.entityId)))];
  if (!pairs.length) return;
  const rows = await db()
    .select()
    .from(auditLog)
    .where(
      and(
        inArray(sql`${auditLog.entity} || ':' || ${auditLog.entityId}`, pairs),
        sql`${auditLog.action} ~ ${"\\.(create|delete|duplicate)$"}`,
      ),
    )
    .orderBy(desc(auditLog.id));
  for (const row of rows) {
    const key = keyOf(row.entity, row.entityId);
    const name = recordedName(row, lang);
    if (!names.has(key) && !name.startsWith("#")) names.set(key, { name });
  }
}

/** Runs a lookup only when there is something to look up. */
async function select<R>(list: number[], query: (list: number[]) => Promise<R[]>): Promise<R[]> {
  return list.length ? query(list) : [];
}

/** An entry's entity when it is gone (or never had a row): the name it recorded, else its number. */
function recordedName(entry: AuditEntry, lang: Lang): string {
  const before = (entry.before ?? {}) as Values;
  const after = (entry.after ?? {}) as Values;
  for (const side of [after, before]) {
    const own = side[lang] as Values | undefined;
    for (const value of [own?.name, own?.title, side.name, side.title, side.slug])
      if (typeof value === "string" && value) return value;
  }
  return `#${entry.entityId}`;
}

/** Rich text as the words a reader sees: tags dropped, the usual entities read. */
const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** A value as a line of the log: words for codes and flags, text for HTML, short. */
function show(field: string, value: unknown, t: T, lang: Lang, currency: unknown): string {
  const base = field.replace(/^(ru|en)\./, "");
  let text: string;
  if (value === undefined || value === null || value === "") text = "—";
  else if (typeof value === "boolean") text = t(value ? "console.audit.yes" : "console.audit.no");
  else if (base === "status" && typeof value === "number" && value in statusMeta)
    text = t(`status.${statusMeta[value as StatusCode].key}`);
  else if (base === "category" && typeof value === "number") text = t(`console.categories.${value}`);
  else if (base === "role" && typeof value === "string") text = t(`profile.role.${value}`);
  else if (base === "currency" && typeof value === "number") text = value === 1 ? "USD" : "RUB";
  else if (
    /PriceMinor$|^priceMinor$/.test(base) &&
    typeof value === "number" &&
    Number.isSafeInteger(value) &&
    currency !== null
  )
    text = formatMinor(storedMinor(value), Number(currency ?? 0), lang);
  else if (Array.isArray(value))
    text = value
      .map((item) =>
        typeof item === "object" && item !== null && "name" in item
          ? `${(item as Values).name}: ${(item as Values).value ?? ""}`
          : String(item),
      )
      .join(", ");
  else if (typeof value === "string") text = /<[a-z][\s\S]*>/i.test(value) ? textOfHtml(value) : value;
  else text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 159)}…` : text || "—";
}

/** A changed field's name in words: "Name (RU)", "Title (slide 2, EN)", "Published". */
function fieldLabel(field: string, t: T): string {
  const [, lang, rest] = /^(?:(ru|en)\.)?(.+)$/.exec(field)!;
  const [, key, slide] = /^(.+?)(?:_(\d))?$/.exec(rest)!;
  // The settings' and the product form's own labels serve where the log has none of its own.
  const label = slide
    ? t(`console.audit.slideFields.${key}`, { n: slide, defaultValue: `${key} ${slide}` })
    : t(`console.audit.fields.${key}`, {
        defaultValue: t(`console.settings.fields.${key}`, {
          defaultValue: t(`console.details.fields.${key}`, { defaultValue: key }),
        }),
      });
  return lang ? `${label} (${lang.toUpperCase()})` : label;
}

/** The fields whose values differ between before and after, in words. */
function changedFields(entry: AuditEntry, t: T, lang: Lang) {
  const before = (entry.before ?? {}) as Values;
  const after = (entry.after ?? {}) as Values;
  const flat = (side: Values) => {
    const out: Values = {};
    for (const [key, value] of Object.entries(side))
      if ((key === "ru" || key === "en") && value && typeof value === "object" && !Array.isArray(value))
        for (const [inner, v] of Object.entries(value as Values)) out[`${key}.${inner}`] = v;
      else out[key] = value;
    return out;
  };
  const b = flat(before);
  const a = flat(after);
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((field) => JSON.stringify(b[field]) !== JSON.stringify(a[field]))
    .map((field) => ({
      field: fieldLabel(field, t),
      before: show(field, b[field], t, lang, b.currency),
      after: show(field, a[field], t, lang, a.currency),
    }));
}

/** What the sentence says beyond who and what; which template; and whether field lines follow. */
function sentenceOf(entry: AuditEntry, t: T, lang: Lang) {
  const before = (entry.before ?? {}) as Values;
  const after = (entry.after ?? {}) as Values;
  const status = (value: unknown) => show("status", value, t, lang, null);
  const levels = (value: unknown) =>
    Array.isArray(value) && value.length
      ? value
          .map((level: Values) =>
            t("console.audit.level", {
              percent: level.percent,
              rub: formatMoney(wholeMajor(Number(level.amountRub)), 0, lang),
              usd: formatMoney(wholeMajor(Number(level.amountUsd)), 1, lang),
            }),
          )
          .join("; ")
      : t("console.audit.noLevels");
  switch (entry.action) {
    case "cheat.status":
    case "game.status":
      return { values: { from: status(before.status), to: status(after.status) }, details: false };
    case "cheat.publish":
      return { key: after.inSlider ? "cheat.publishFeatured" : entry.action, values: {}, details: false };
    case "user.role":
      return {
        values: {
          from: show("role", before.role, t, lang, null),
          to: show("role", after.role, t, lang, null),
        },
        details: false,
      };
    case "stock.threshold":
      return { values: { from: before.lowThreshold, to: after.lowThreshold }, details: false };
    case "stock.import":
      return { values: { count: Number(after.added ?? 0) }, details: true };
    case "stock.revoke":
      return { values: { count: Number(after.revoked ?? 0) }, details: false };
    case "stock.export":
      return { values: { count: Number(after.sold ?? 0) }, details: false };
    case "order.reveal":
      return after.ticketId
        ? { key: "order.revealDesk", values: { ticket: after.ticketId }, details: false }
        : { values: {}, details: false };
    case "order.resend":
      return { values: { email: after.email ?? "—" }, details: false };
    case "order.refund":
      return { values: { reason: after.reason || "—" }, details: true };
    case "coupon.create":
      return {
        values: {
          off: after.percent
            ? t("console.promotions.off", { percent: after.percent })
            : t("console.promotions.discounts.fixed"),
        },
        details: false,
      };
    case "token.create":
      return {
        values: { scope: t(`console.tokens.scopes.${after.scope}`, { defaultValue: after.scope }) },
        details: false,
      };
    case "game.delete":
      return Number(before.products ?? 0)
        ? { values: { count: Number(before.products) }, details: false }
        : { key: "game.deleteEmpty", values: {}, details: false };
    case "bonus.update":
      return { values: { from: levels(before.levels), to: levels(after.levels) }, details: false };
    case "referral.terms": {
      // Turning the programme on or off alone reads as that; any other change lists its fields.
      const only = Object.keys(after);
      return only.length === 1 && only[0] === "enabled"
        ? { key: after.enabled ? "referral.on" : "referral.off", values: {}, details: false }
        : { values: {}, details: true };
    }
    case "referral.reward":
      return { values: { code: after.code ?? "—", percent: after.percent ?? "—" }, details: false };
    case "referral.refuse":
    case "referral.revoke":
    case "referral.keep":
      return {
        values: {
          reason: t(`console.referrals.reasons.${after.reason}`, {
            defaultValue: String(after.reason ?? "—"),
          }),
        },
        details: false,
      };
    case "slide.picture":
    case "slide.picture-remove":
      return { values: { n: entry.entityId.replace(/\D/g, "") }, details: false };
    default:
      return {
        values: {},
        details: /\.(update|lists)$/.test(entry.action) || entry.action === "settings.update",
      };
  }
}

/** Splits a translated sentence at its named places ({{who}}, {{target}}, {{source}}, {{friend}}). */
function parts(text: string, named: Record<string, SentencePart>): SentencePart[] {
  const out: SentencePart[] = [];
  for (const piece of text.split(/(\u27e6\w+\u27e7)/)) {
    const name = /^\u27e6(\w+)\u27e7$/.exec(piece)?.[1];
    if (name && named[name]) out.push(named[name]);
    else if (piece) out.push({ text: piece });
  }
  return out;
}

/** Turns audit rows into sentences with their changed fields, in the console's language. */
export async function auditEntryViews(entries: AuditEntry[], lang: Lang): Promise<AuditEntryView[]> {
  const t = await langT(lang);
  const names = await currentNames(entries, lang);
  await recordedNames(entries, names, lang);
  return entries.map((entry) => {
    const { key, values, details } = { key: entry.action, ...sentenceOf(entry, t, lang) };
    const actor = entry.actorId ? names.get(keyOf("user", String(entry.actorId))) : undefined;
    const found = names.get(keyOf(entry.entity, entry.entityId));
    const before = (entry.before ?? {}) as Values;
    const source =
      entry.action === "cheat.duplicate" ? names.get(keyOf("cheat", String(before.from))) : undefined;
    const friendId = friendOf(entry);
    const friend = names.get(keyOf("user", String(friendId)));
    const named: Record<string, SentencePart> = {
      // A decision the shop made by its own rules (recordShopDecision) has no one behind it.
      who:
        entry.via === "system"
          ? { text: t("console.audit.system") }
          : {
              text: `${t(`console.audit.roles.${entry.actorRole}`, { defaultValue: entry.actorRole })} ${entry.actorLogin}`,
              to: actor?.to,
            },
      target: found ? { text: found.name, to: found.to } : { text: recordedName(entry, lang) },
      source: source ? { text: source.name, to: source.to } : { text: `#${before.from ?? "?"}` },
      friend: friend
        ? { text: friend.name, to: friend.to }
        : { text: `#${Number.isNaN(friendId) ? "?" : friendId}` },
    };
    const markers = Object.fromEntries(Object.keys(named).map((name) => [name, `\u27e6${name}\u27e7`]));
    const changes = details ? changedFields(entry, t, lang) : [];
    const template = `console.audit.says.${key}`;
    const text = t(template, {
      ...values,
      ...markers,
      fields: changes.map((change) => change.field).join(", "),
      action: t(`console.actions.${entry.action}`, { defaultValue: entry.action }),
      defaultValue: t("console.audit.says.other", {
        ...markers,
        action: t(`console.actions.${entry.action}`, { defaultValue: entry.action }),
      }),
      interpolation: { escapeValue: false },
    });
    return {
      id: entry.id,
      when: formatConsoleTime(entry.createdAt, lang),
      actorLogin: entry.actorLogin,
      actorRole: entry.actorRole,
      via: entry.via,
      action: entry.action,
      ip: entry.ip,
      sentence: parts(text, named),
      changes,
    };
  });
}
