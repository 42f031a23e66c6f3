import { langT } from "~/i18n/i18n.server";
import type { Lang } from "~/utils/lang";
import type { Mail } from "./mailer.server";

export type LinkMailKind = "signIn" | "changeEmail";

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/**
 * The shop's e-mail frame: brand, title, body, one button, small print. Table layout with inline
 * styles, which mail clients render without style sheets. `body` is HTML the caller escaped.
 */
export function mailLayout(
  lang: Lang,
  parts: {
    title: string;
    body: string;
    button: { label: string; url: string };
    notes?: string[];
    footer: string;
  },
) {
  const url = escapeHtml(parts.button.url);
  const notes = (parts.notes ?? [])
    .map((note) => `<tr><td style="font-size:13px;color:#8b90a8;padding-bottom:8px">${note}</td></tr>`)
    .join("\n");
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="color-scheme" content="dark light"><title>${escapeHtml(parts.title)}</title></head>
<body style="margin:0;padding:0;background:#0a0b12;font-family:Segoe UI,Roboto,Arial,sans-serif;color:#e7e9f3">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#0a0b12;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#141624;border:1px solid #262a3d;border-radius:16px;padding:32px">
<tr><td style="font-size:22px;font-weight:700;letter-spacing:.04em;color:#a78bfa;padding-bottom:20px">Nocturn</td></tr>
<tr><td style="font-size:20px;font-weight:600;padding-bottom:12px">${escapeHtml(parts.title)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;color:#b8bccf;padding-bottom:24px">${parts.body}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${url}" style="display:inline-block;background:#7c3aed;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 28px;border-radius:10px">${escapeHtml(parts.button.label)}</a></td></tr>
${notes}
<tr><td style="font-size:12px;line-height:1.5;color:#6b7089;border-top:1px solid #262a3d;padding-top:16px">${escapeHtml(parts.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * A message that carries one action link (sign-in, e-mail confirmation), in the recipient's
 * language, with a plain-text part and an HTML part.
 */
export async function linkMail(
  kind: LinkMailKind,
  lang: Lang,
  to: string,
  url: string,
  vars: Record<string, string> = {},
): Promise<Mail> {
  const t = await langT(lang, "mail");
  const site = new URL(url).host;
  const title = t(`${kind}.title`);
  const body = t(`${kind}.text`, vars);
  const button = t(`${kind}.button`);
  const text = [title, "", body, "", `${button}: ${url}`, "", t("expires"), "", t("footer", { site })].join(
    "\n",
  );
  const html = mailLayout(lang, {
    title,
    body: escapeHtml(body),
    button: { label: button, url },
    notes: [
      escapeHtml(t("expires")),
      `${escapeHtml(t("linkHint"))}<br><a href="${escapeHtml(url)}" style="color:#a78bfa;word-break:break-all">${escapeHtml(url)}</a>`,
    ],
    footer: t("footer", { site }),
  });
  return { to, subject: t(`${kind}.subject`), text, html };
}

/**
 * A message of plain paragraphs and one button, in both parts: each line a paragraph of the HTML
 * (escaped here) and of the text.
 */
export function paragraphsMail(
  lang: Lang,
  parts: { title: string; lines: string[]; button: { label: string; url: string }; footer: string },
) {
  const { title, lines, button, footer } = parts;
  return {
    html: mailLayout(lang, { title, body: lines.map(escapeHtml).join("<br><br>"), button, footer }),
    text: [title, "", ...lines, "", `${button.label}: ${button.url}`, "", footer].join("\n"),
  };
}
