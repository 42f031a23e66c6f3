import { randomBytes } from "node:crypto";
import { db, type Tx } from "~/db/client.server";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { PaymentStatus, purchases, stockKeys, type Purchase } from "~/db/schema";
import { langT } from "~/i18n/i18n.server";
import { formatMinor } from "~/utils/money";
import { localizePath } from "~/utils/lang";
import { siteOrigin } from "~/utils/seo.server";
import type { Mail } from "../mail/mailer.server";
import { enqueueSecretMail, renderMailWith } from "../mail/outbox.server";
import { escapeHtml, mailLayout } from "../mail/templates.server";
import { keyVault } from "../stock/key-vault.server";
import { ACCESS_PARAM, purchaseAccessToken } from "./purchase-access.server";
import { activeProvider } from "./providers/index.server";
import { sealedKeysOf } from "../stock/stock-keys.server";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function code(groups: number) {
  const bytes = randomBytes(groups * 4);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]);
  return Array.from({ length: groups }, (_, i) => chars.slice(i * 4, i * 4 + 4).join("")).join("-");
}

/**
 * The shop's receipt number of a wallet top-up (the game store credits the login; the receipt is
 * what support finds the payment by). Keys are never made up: they come from stock.
 */
export function walletReceipt() {
  return `TOPUP-${code(2)}`;
}

/**
 * What a paid purchase delivered, in plain text, for its buyer's pages and e-mail or the owner:
 * the key from stock (opened here, never stored open), or the receipt. Null while it awaits a key.
 */
export async function deliveredText(
  purchase: Pick<Purchase, "keyId" | "delivery" | "status">,
  q: Pick<Tx, "select"> = db(),
) {
  if (purchase.status !== PaymentStatus.Payed) return null;
  if (purchase.keyId !== null) {
    const sealed = (await sealedKeysOf(q, [purchase.keyId])).get(purchase.keyId);
    return sealed ? (await keyVault()).open(sealed) : null;
  }
  return purchase.delivery;
}

/**
 * What a paid purchase delivered, for its buyer's eyes (their purchase page, the delivery e-mail):
 * the key is recorded as revealed, so it can never be sold to someone else after a refund.
 */
export async function revealDelivered(purchase: Pick<Purchase, "keyId" | "delivery" | "status">) {
  const text = await deliveredText(purchase);
  if (text !== null && purchase.keyId !== null)
    await db()
      .update(stockKeys)
      .set({ revealedAt: new Date() })
      .where(and(eq(stockKeys.id, purchase.keyId), isNull(stockKeys.revealedAt)));
  return text;
}

/**
 * A paid purchase of a stock that has no key yet ("paid — awaiting key"); one marked as needing a
 * refund waits for the owner instead.
 */
export function awaitingKey(
  purchase: Pick<Purchase, "keyId" | "stockId" | "status"> & { needsRefundAt?: Date | null },
) {
  return (
    purchase.status === PaymentStatus.Payed &&
    purchase.stockId !== null &&
    purchase.keyId === null &&
    !purchase.needsRefundAt
  );
}

/**
 * Where the delivery e-mail leads: a buyer with an account to their purchases; a guest to the
 * purchase's page on this site with its signed token (the only way a guest sees the key again
 * there), when the provider's purchase page is the shop's own; else to the profile.
 */
async function deliveryLink(purchase: Purchase) {
  const origin = siteOrigin();
  const localize = (path: string) => localizePath(path, purchase.lang);
  const page = purchase.userId === null ? activeProvider().purchasePageUrl(purchase, localize) : null;
  if (page?.startsWith("/"))
    return {
      url: `${origin}${page}?${ACCESS_PARAM}=${await purchaseAccessToken(purchase)}`,
      label: "delivery.openPurchase",
    };
  return { url: `${origin}${localize("/profile/personal")}#purchases`, label: "delivery.button" };
}

/** The strings of a purchase's delivery e-mail (`mail.json`): a key, an account, a top-up. */
const mailKind = (purchase: Pick<Purchase, "kind">) =>
  ({ wallet: "deliveryWallet", account: "deliveryAccount" })[purchase.kind] ?? "delivery";

/** The delivery e-mail, in the buyer's language, with the key and a link to the purchase. */
export async function deliveryMail(purchase: Purchase, delivered: string): Promise<Mail> {
  const lang = purchase.lang;
  const t = await langT(lang, "mail");
  const name = lang === "ru" ? purchase.nameRu : purchase.nameEn;
  const value = lang === "ru" ? purchase.valueTextRu : purchase.valueTextEn;
  const amount = formatMinor(purchase.amountMinor, purchase.currency, lang);
  const { url, label } = await deliveryLink(purchase);
  const kind = mailKind(purchase);
  const title = t(`${kind}.title`, { name });
  const lines = [t(`${kind}.text`, { name, value, amount }), `${t(`${kind}.codeLabel`)}: ${delivered}`];
  const html = mailLayout(lang, {
    title,
    // Account credentials span lines (login, password, e-mail access): each keeps its own.
    body: `${escapeHtml(lines[0])}<br><br><strong style="font-size:18px;letter-spacing:.08em;color:#ffffff">${escapeHtml(lines[1]).replace(/\n/g, "<br>")}</strong>`,
    button: { label: t(label), url },
    footer: t("delivery.footer"),
  });
  const text = [title, "", ...lines, "", `${t(label)}: ${url}`, "", t("delivery.footer")].join("\n");
  return { to: purchase.email!, subject: t(`${kind}.subject`, { name }), text, html, secret: true };
}

/**
 * Writes the delivery e-mail of each purchase to the outbox, inside the transaction that delivered
 * it (mail/outbox.server.ts), as a reference: the key is read and the e-mail written when it is
 * sent, after the commit, retried while the mail server fails, and the key recorded as revealed
 * once it went. An event mails once per purchase; the owner's "send again" (`again`) always
 * writes a new one.
 */
export async function queueDeliveries(tx: Tx, purchaseIds: number[], { again = false } = {}) {
  if (!purchaseIds.length) return;
  const rows = await tx.select().from(purchases).where(inArray(purchases.id, purchaseIds));
  for (const purchase of rows) {
    if (!purchase.email || purchase.status !== PaymentStatus.Payed) continue;
    if (purchase.keyId === null && purchase.delivery === null) continue;
    const t = await langT(purchase.lang, "mail");
    const name = purchase.lang === "ru" ? purchase.nameRu : purchase.nameEn;
    await enqueueSecretMail(tx, {
      kind: "delivery",
      ref: purchase.id,
      to: purchase.email,
      subject: t(`${mailKind(purchase)}.subject`, { name }),
      dedupe: again ? undefined : `delivery:${purchase.id}`,
      revealsKeyId: purchase.keyId,
    });
  }
}

// The delivery e-mail is written when the outbox sends it: the key is opened then, outside any
// transaction, and never stored in the outbox.
renderMailWith("delivery", async (purchaseId) => {
  const [purchase] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
  const delivered = purchase?.email ? await deliveredText(purchase) : null;
  return delivered ? deliveryMail(purchase, delivered) : null;
});
