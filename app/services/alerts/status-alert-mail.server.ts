import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "~/db/client.server";
import type { StatusAlertJob } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath, type Lang } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import type { Mail } from "../mail/mailer.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";
import { appSecret } from "../secrets.server";
import { pushTo, subscriptionsOf } from "../tickets/push.server";

/**
 * The words of a status alert — the e-mail with its one-click unsubscribe and the web push — in
 * the recipient's language. The unsubscribe link switches off every alert of the customer (status
 * changes and options back in stock), as the profile's switch does.
 */

/** The product as each site names it (decision 0037) and its page. */
type Product = { names: Record<Lang, string>; path: string };

/** What the new status asks of a buyer: stop, wait, take care, or play again. */
function tone(status: number) {
  if (status === 4) return "detected";
  if (status === 3) return "updating";
  if (status === 2) return "risk";
  return "undetected";
}

/** Within a transaction the key is read through it (the embedded database takes one caller at a time). */
type Reader = Pick<Db, "insert" | "select">;

const signingKey = (database?: Reader) => appSecret("status-alerts", undefined, undefined, database);

/** The unsubscribe signature of a user: anyone holding the link may switch that user's alerts off, nothing else. */
export async function unsubscribeToken(userId: number, database?: Reader) {
  return createHmac("sha256", await signingKey(database))
    .update(`status-alerts:${userId}`)
    .digest("base64url")
    .slice(0, 32);
}

export async function validUnsubscribe(userId: number, token: string) {
  const expected = Buffer.from(await unsubscribeToken(userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function unsubscribeUrl(userId: number, lang: Lang, database?: Reader) {
  return `${siteOrigin()}${localizePath("/alerts/unsubscribe", lang)}?u=${userId}&t=${await unsubscribeToken(userId, database)}`;
}

async function words(lang: Lang, job: StatusAlertJob, product: Product) {
  const t = await langT(lang, "mail");
  const vars = {
    name: product.names[lang],
    from: t(`statusAlert.status.${job.fromStatus}`),
    to: t(`statusAlert.status.${job.toStatus}`),
  };
  return {
    t,
    subject: t(`statusAlert.subject.${tone(job.toStatus)}`, vars),
    text: t("statusAlert.text", vars),
    advice: t(`statusAlert.advice.${tone(job.toStatus)}`),
    url: `${siteOrigin()}${localizePath(product.path, lang)}`,
  };
}

/**
 * An alert e-mail (a status change, an option back in stock): paragraphs, a button to the product,
 * and why it came with its one-click unsubscribe — a signed link, and the `List-Unsubscribe` /
 * `List-Unsubscribe-Post` headers (RFC 2369, RFC 8058) mail clients offer as a button.
 */
export async function alertMail(
  to: { id: number; email: string; lang: Lang },
  parts: {
    subject: string;
    lines: string[];
    button: { label: string; url: string };
    why: string;
    unsubscribe: string;
    footer: string;
  },
  database?: Reader,
): Promise<Mail> {
  const { subject, lines, button, why, footer } = parts;
  const unsubscribe = await unsubscribeUrl(to.id, to.lang, database);
  const html = mailLayout(to.lang, {
    title: subject,
    body: lines.map(escapeHtml).join("<br><br>"),
    button,
    notes: [
      `${escapeHtml(why)} <a href="${escapeHtml(unsubscribe)}" style="color:#a78bfa">${escapeHtml(parts.unsubscribe)}</a>`,
    ],
    footer,
  });
  const plain = [
    subject,
    ...lines.flatMap((line) => ["", line]),
    "",
    `${button.label}: ${button.url}`,
    "",
    why,
    `${parts.unsubscribe}: ${unsubscribe}`,
    "",
    footer,
  ].join("\n");
  return {
    to: to.email,
    subject,
    text: plain,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

export async function statusAlertMail(
  to: { id: number; email: string; lang: Lang },
  job: StatusAlertJob,
  product: Product,
): Promise<Mail> {
  const { t, subject, text, advice, url } = await words(to.lang, job, product);
  const note = job.note ? `${t("statusAlert.note")}: ${job.note}` : null;
  return alertMail(to, {
    subject,
    lines: [text, ...(note ? [note] : []), advice],
    button: { label: t("statusAlert.button"), url },
    why: t("statusAlert.why", { name: product.names[to.lang] }),
    unsubscribe: t("statusAlert.unsubscribe"),
    footer: t("statusAlert.footer"),
  });
}

/** The web push of an alert, to each of the user's browsers (best effort, as every push). */
export async function notifyOfStatus(to: { id: number }, job: StatusAlertJob, product: Product) {
  const subs = await subscriptionsOf([to.id]);
  await pushTo(subs, async (lang) => {
    const { subject, advice, url } = await words(lang, job, product);
    return { title: subject, body: job.note || advice, url, tag: `status-${job.cheatId}` };
  });
}
