import { randomBytes } from "node:crypto";
import type { Purchase } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { formatMoney } from "~/utils/price";
import { localizePath } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import { sendMail } from "../mail/mailer.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function code(groups: number) {
  const bytes = randomBytes(groups * 4);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return Array.from({ length: groups }, (_, i) => chars.slice(i * 4, i * 4 + 4).join("")).join("-");
}

/** What a paid purchase delivers: a licence key, or the receipt code of a wallet top-up. */
export function deliveryText(purchase: Pick<Purchase, "kind">) {
  return purchase.kind === "wallet" ? `TOPUP-${code(2)}` : `NCT-${code(4)}`;
}

/** The delivery e-mail, in the buyer's language, with the key and a link to the purchases. */
export async function sendDeliveryMail(purchase: Purchase) {
  const lang = purchase.lang;
  const t = await langT(lang, "mail");
  const name = lang === "ru" ? purchase.nameRu : purchase.nameEn;
  const value = lang === "ru" ? purchase.valueTextRu : purchase.valueTextEn;
  const amount = formatMoney(purchase.amountMinor / 100, purchase.currency, lang);
  const origin = siteOrigin();
  const url = `${origin}${localizePath("/profile/personal", lang)}#purchases`;
  const kind = purchase.kind === "wallet" ? "deliveryWallet" : "delivery";
  const title = t(`${kind}.title`, { name });
  const lines = [
    t(`${kind}.text`, { name, value, amount }),
    `${t(`${kind}.codeLabel`)}: ${purchase.delivery}`,
  ];
  const html = mailLayout(lang, {
    title,
    body: `${escapeHtml(lines[0])}<br><br><strong style="font-size:18px;letter-spacing:.08em;color:#ffffff">${escapeHtml(lines[1])}</strong>`,
    button: { label: t("delivery.button"), url },
    footer: t("delivery.footer"),
  });
  const text = [title, "", ...lines, "", `${t("delivery.button")}: ${url}`, "", t("delivery.footer")].join(
    "\n",
  );
  await sendMail({ to: purchase.email!, subject: t(`${kind}.subject`, { name }), text, html });
}
