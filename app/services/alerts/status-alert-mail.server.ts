import { createHmac, timingSafeEqual } from "node:crypto";
import type { StatusAlertJob } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath, type Lang } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import type { Mail } from "../mail/mailer.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";
import { appSecret } from "../secrets.server";
import { pushTo, subscriptionsOf } from "../tickets/push.server";

/**
 * The words of a status alert — the e-mail with its one-click unsubscribe (a signed link, and the
 * `List-Unsubscribe` / `List-Unsubscribe-Post` headers mail clients offer as a button) and the
 * web push — in the recipient's language.
 */

type Product = { name: string; path: string };

/** What the new status asks of a buyer: stop, wait, take care, or play again. */
function tone(status: number) {
  if (status === 4) return "detected";
  if (status === 3) return "updating";
  if (status === 2) return "risk";
  return "undetected";
}

const signingKey = () => appSecret("status-alerts", undefined);

/** The unsubscribe signature of a user: anyone holding the link may switch that user's alerts off, nothing else. */
export async function unsubscribeToken(userId: number) {
  return createHmac("sha256", await signingKey())
    .update(`status-alerts:${userId}`)
    .digest("base64url")
    .slice(0, 32);
}

export async function validUnsubscribe(userId: number, token: string) {
  const expected = Buffer.from(await unsubscribeToken(userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function unsubscribeUrl(userId: number, lang: Lang) {
  return `${siteOrigin()}${localizePath("/alerts/unsubscribe", lang)}?u=${userId}&t=${await unsubscribeToken(userId)}`;
}

async function words(lang: Lang, job: StatusAlertJob, product: Product) {
  const t = await langT(lang, "mail");
  const vars = {
    name: product.name,
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

export async function statusAlertMail(
  to: { id: number; email: string; lang: Lang },
  job: StatusAlertJob,
  product: Product,
): Promise<Mail> {
  const { t, subject, text, advice, url } = await words(to.lang, job, product);
  const unsubscribe = await unsubscribeUrl(to.id, to.lang);
  const note = job.note ? `${t("statusAlert.note")}: ${job.note}` : null;
  const html = mailLayout(to.lang, {
    title: subject,
    body: [text, note, advice]
      .filter(Boolean)
      .map((line) => escapeHtml(line!))
      .join("<br><br>"),
    button: { label: t("statusAlert.button"), url },
    notes: [
      `${escapeHtml(t("statusAlert.why", { name: product.name }))} <a href="${escapeHtml(unsubscribe)}" style="color:#a78bfa">${escapeHtml(t("statusAlert.unsubscribe"))}</a>`,
    ],
    footer: t("statusAlert.footer"),
  });
  const plain = [
    subject,
    "",
    text,
    ...(note ? ["", note] : []),
    "",
    advice,
    "",
    `${t("statusAlert.button")}: ${url}`,
    "",
    t("statusAlert.why", { name: product.name }),
    `${t("statusAlert.unsubscribe")}: ${unsubscribe}`,
    "",
    t("statusAlert.footer"),
  ].join("\n");
  return {
    to: to.email,
    subject,
    text: plain,
    html,
    // RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The web push of an alert, to each of the user's browsers (best effort, as every push). */
export async function notifyOfStatus(to: { id: number }, job: StatusAlertJob, product: Product) {
  const subs = await subscriptionsOf([to.id]);
  await pushTo(subs, async (lang) => {
    const { subject, advice, url } = await words(lang, job, product);
    return { title: subject, body: job.note || advice, url, tag: `status-${job.cheatId}` };
  });
}
