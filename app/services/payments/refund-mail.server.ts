import { eq } from "drizzle-orm";
import { db, type Tx } from "~/db/client.server";
import { users, type Purchase } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { localizePath } from "~/utils/lang";
import { formatMinor } from "~/utils/money";
import { siteOrigin } from "~/utils/seo.server";
import { paragraphsMail } from "../mail/templates.server";
import { computeBonus } from "./purchases.server";

/** Where a purchase's e-mails go: its own address, else its account's (null: nowhere). */
export async function buyerAddress(
  purchase: Pick<Purchase, "email" | "userId">,
  q: Pick<Tx, "select"> = db(),
) {
  if (purchase.email) return purchase.email;
  const [account] = purchase.userId
    ? await q.select({ email: users.email }).from(users).where(eq(users.id, purchase.userId))
    : [];
  return account?.email ?? null;
}

/**
 * What every e-mail to a purchase's buyer starts from: the address (null: nowhere to send), their
 * language's strings, the item's name and the amount paid.
 */
export async function buyerMail(purchase: Purchase, q: Pick<Tx, "select"> = db()) {
  const to = await buyerAddress(purchase, q);
  if (!to) return null;
  const lang = purchase.lang;
  return {
    to,
    lang,
    t: await langT(lang, "mail"),
    name: lang === "ru" ? purchase.nameRu : purchase.nameEn,
    amount: formatMinor(purchase.amountMinor, purchase.currency, lang),
  };
}

/** The button of an e-mail about a purchase: an account holder's purchases, else the shop. */
export function buyerLink(purchase: Pick<Purchase, "userId" | "lang">, t: (key: string) => string) {
  const path = purchase.userId ? "/profile/personal#purchases" : "/";
  return {
    url: `${siteOrigin()}${localizePath(path, purchase.lang)}`,
    label: t(purchase.userId ? "delivery.button" : "refund.toShop"),
  };
}

/** What a refund did with the order's key, as the buyer is told. */
export type RefundedKey = "withdrawn" | "returned" | "none";

/**
 * The refund e-mail, in the buyer's language: the amount and item, what happens to the key, and —
 * for an account holder — the loyalty discount they have now (a refund no longer counts: read in
 * the refund's own transaction). To the purchase's e-mail, else the account's; null: no address.
 */
export async function refundMail(purchase: Purchase, key: RefundedKey, tx: Pick<Tx, "select">) {
  const mail = await buyerMail(purchase, tx);
  if (!mail) return null;
  const { to, lang, t, name, amount } = mail;
  const lines = [t("refund.text", { name, amount }), t(`refund.key.${key}`)];
  if (purchase.userId)
    lines.push(t("refund.bonus", { percent: (await computeBonus(purchase.userId, tx)).bonus }));
  const { html, text } = paragraphsMail(lang, {
    title: t("refund.title"),
    lines,
    button: buyerLink(purchase, t),
    footer: t("refund.footer"),
  });
  return { to, subject: t("refund.subject", { name }), text, html };
}
