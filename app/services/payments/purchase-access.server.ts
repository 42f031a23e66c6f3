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

/** The entries of the return cookie: `<purchase id>:<token>`, newest last. */
function returnEntries(request: Request) {
  return (requestCookie(request, RETURN_COOKIE) ?? "")
    .split("|")
    .map((entry) => entry.split(":"))
    .filter((pair): pair is [string, string] => pair.length === 2 && /^\d+$/.test(pair[0]));
}

/** Whether this request may see the purchase's delivery. */
export async function maySeeDelivery(request: Request, purchase: Purchase): Promise<boolean> {
  if (purchase.userId !== null) {
    const signedIn = await getSignedIn(request);
    if (signedIn?.user.id === purchase.userId) return true;
  }
  const expected = await purchaseAccessToken(purchase);
  const given = new URL(request.url).searchParams.get(ACCESS_PARAM);
  if (given && safeEqual(given, expected)) return true;
  return returnEntries(request).some(
    ([id, token]) => Number(id) === purchase.id && safeEqual(token, expected),
  );
}

/** The Set-Cookie that lets the buyer coming back from paying see this purchase for a while. */
export async function returnAccessCookie(request: Request, purchase: Purchase) {
  const entries = returnEntries(request)
    .filter(([id]) => Number(id) !== purchase.id)
    .concat([[String(purchase.id), await purchaseAccessToken(purchase)]])
    .slice(-RETURN_KEEPS);
  return setCookie(request, RETURN_COOKIE, entries.map((pair) => pair.join(":")).join("|"), {
    maxAgeSeconds: RETURN_MINUTES * 60,
  });
}
