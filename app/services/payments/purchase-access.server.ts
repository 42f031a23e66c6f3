import type { Purchase } from "~/db/schema";
import { requestCookie, setCookie } from "../auth/cookies.server";
import { getSignedIn } from "../auth/session.server";
import { safeEqual } from "../auth/tokens.server";
import { signFor } from "./orders.server";

/**
 * Who may see what a purchase delivered (its key, an account's details, a top-up's receipt) on a
 * purchase page: its signed-in buyer, or a guest holding the purchase's own signed token — the
 * link in their delivery e-mail, or the short-lived cookie set when they come back from paying.
 * An invoice id alone is no proof: it is printed on receipts, shown in the console and logged.
 */

/** The query parameter of the e-mailed link (the request log redacts `token`). */
export const ACCESS_PARAM = "token";
/** The cookie a buyer returning from the payment page carries (a few recent purchases). */
const RETURN_COOKIE = "purchase_access";
const RETURN_MINUTES = 30;
const RETURN_KEEPS = 5;

/** The purchase's token: an HMAC of its id and invoice under the key that signs buy links. */
export async function purchaseAccessToken(purchase: Pick<Purchase, "id" | "invoiceId">) {
  return (await signFor("purchase-access", `${purchase.id}:${purchase.invoiceId}`)).slice(0, 32);
}

/**
 * A return-cookie entry's token: an HMAC of the purchase and the moment the entry lapses, so a
 * copied cookie opens nothing after its 30 minutes (the browser's Max-Age alone bound only the
 * browser) and is no e-mail link either.
 */
async function returnToken(purchase: Pick<Purchase, "id" | "invoiceId">, expires: number) {
  return (await signFor("purchase-return", `${purchase.id}:${purchase.invoiceId}:${expires}`)).slice(0, 32);
}

/** The entries of the return cookie: `<purchase id>:<lapses at, unix seconds>:<token>`, newest last. */
function returnEntries(request: Request) {
  return (requestCookie(request, RETURN_COOKIE) ?? "")
    .split("|")
    .map((entry) => entry.split(":"))
    .filter(
      (entry): entry is [string, string, string] =>
        entry.length === 3 && /^\d+$/.test(entry[0]) && /^\d+$/.test(entry[1]),
    );
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether this request may see the purchase's delivery. */
export async function maySeeDelivery(request: Request, purchase: Purchase): Promise<boolean> {
  if (purchase.userId !== null) {
    const signedIn = await getSignedIn(request);
    if (signedIn?.user.id === purchase.userId) return true;
  }
  const given = new URL(request.url).searchParams.get(ACCESS_PARAM);
  if (given && safeEqual(given, await purchaseAccessToken(purchase))) return true;
  for (const [id, expires, token] of returnEntries(request))
    if (
      Number(id) === purchase.id &&
      Number(expires) > nowSeconds() &&
      safeEqual(token, await returnToken(purchase, Number(expires)))
    )
      return true;
  return false;
}

/** The Set-Cookie that lets the buyer coming back from paying see this purchase for a while. */
export async function returnAccessCookie(request: Request, purchase: Purchase) {
  const expires = nowSeconds() + RETURN_MINUTES * 60;
  const entries = returnEntries(request)
    .filter(([id, lapses]) => Number(id) !== purchase.id && Number(lapses) > nowSeconds())
    .concat([[String(purchase.id), String(expires), await returnToken(purchase, expires)]])
    .slice(-RETURN_KEEPS);
  return setCookie(request, RETURN_COOKIE, entries.map((entry) => entry.join(":")).join("|"), {
    maxAgeSeconds: RETURN_MINUTES * 60,
  });
}
