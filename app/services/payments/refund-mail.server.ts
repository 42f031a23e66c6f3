import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { users, type Purchase } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath } from "~/utils/lang";
import { formatMoney } from "~/utils/price";
import { siteOrigin } from "~/utils/seo.server";
import { logger } from "../logger.server";
import { sendMail } from "../mail/mailer.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";
import { computeBonus } from "./purchases.server";

/** What a refund did with the order's key, as the buyer is told. */
export type RefundedKey = "withdrawn" | "returned" | "none";

/**
 * The refund e-mail, in the buyer's language: the amount and item, what happens to the key, and —
 * for an account holder — the loyalty discount they have now (a refund no longer counts). Sent to
 * the purchase's e-mail, else to the account's. A failed e-mail is logged; the refund stands.
 */
export async function sendRefundMail(purchase: Purchase, key: RefundedKey) {
  try {
    const [account] = purchase.userId
      ? await db().select({ email: users.email }).from(users).where(eq(users.id, purchase.userId))
      : [];
    const to = purchase.email ?? account?.email;
    if (!to) return;
    const lang = purchase.lang;
    const t = await langT(lang, "mail");
    const name = lang === "ru" ? purchase.nameRu : purchase.nameEn;
    const amount = formatMoney(purchase.amountMinor / 100, purchase.currency, lang);
    const lines = [t("refund.text", { name, amount }), t(`refund.key.${key}`)];
    if (purchase.userId)
      lines.push(t("refund.bonus", { percent: (await computeBonus(purchase.userId)).bonus }));
    const title = t("refund.title");
    const url = `${siteOrigin()}${localizePath(purchase.userId ? "/profile/personal" : "/", lang)}${purchase.userId ? "#purchases" : ""}`;
    const button = t(purchase.userId ? "delivery.button" : "refund.toShop");
    const html = mailLayout(lang, {
      title,
      body: lines.map(escapeHtml).join("<br><br>"),
      button: { label: button, url },
      footer: t("refund.footer"),
    });
    const text = [title, "", ...lines, "", `${button}: ${url}`, "", t("refund.footer")].join("\n");
    await sendMail({ to, subject: t("refund.subject", { name }), text, html });
  } catch (error) {
    logger().error({ err: error, purchaseId: purchase.id }, "refund e-mail failed");
  }
}
