import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, cheats, prices } from "~/db/schema";
import { i18nServer } from "~/i18n/i18n.server";
import { getSignedIn } from "~/services/auth/session.server";
import { optionHeldForHolder, holderOf, mayStartCheckout } from "~/services/payments/checkout.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { optionKindOf, validateBuy } from "~/utils/buy";
import { productKind } from "~/services/catalogue/product-kind.server";
import { parseId } from "~/utils/ids";
import { isLang, type Lang } from "~/utils/lang";
import { priceRowWithStock, toPriceOption } from "~/services/catalogue/sql.server";

/**
 * Buy: the buy form posts here into a new tab, with JavaScript or without. It checks the same rules
 * as the browser and starts the checkout — the chosen option's payment link, signed with who
 * started it (the only kind of payment that holds stock) — rate-limited per buyer.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const optionId = parseId(form.get("option"));
  const [row] =
    optionId !== null
      ? await db()
          .select({
            price: priceRowWithStock,
            cheatPublished: cheats.isPublished,
            category: cheats.category,
            accountPublished: accounts.isPublished,
          })
          .from(prices)
          .leftJoin(cheats, eq(cheats.id, prices.cheatId))
          .leftJoin(accounts, eq(accounts.id, prices.accountId))
          .where(and(eq(prices.id, optionId)))
      : [];
  const signedIn = await getSignedIn(request);
  const holder = await holderOf(signedIn?.user.id ?? null, context.clientIp);
  // The option belongs to a cheat or an account; either must be published to be bought. What this
  // buyer holds themselves is on sale to them: a new Buy takes their hold over.
  const published = row && (row.cheatPublished ?? row.accountPublished) === true;
  const ownHold = published && !row.price.inStock && (await optionHeldForHolder(holder, row.price));
  const option = published ? [toPriceOption({ ...row.price, inStock: row.price.inStock || ownHold })] : [];
  // The payment URL of this checkout: signed, credited to a signed-in buyer, and naming who
  // started it, so that its pending payment may hold the item for them (checkout.server.ts).
  const formLang = form.get("lang") as Lang;
  const lang = isLang(formLang) ? formLang : (row?.price.lang ?? "ru");
  const withLink = await withBuyLinks(request, { prices: option }, lang, holder);
  const errors = validateBuy(
    { option: optionId, terms: form.get("terms") === "on", personal: form.get("personal") === "on" },
    withLink.prices,
    // Named as the page names its options; an unknown option is asked for as a period.
    optionKindOf(row?.accountPublished != null ? "account" : productKind(row?.category ?? 0)),
  );
  if (Object.keys(errors).length) {
    const t = await i18nServer.getFixedT(lang);
    const message = Object.values(errors)
      .map((key) => t(key))
      .join("\n");
    return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (!(await mayStartCheckout(holder))) {
    const t = await i18nServer.getFixedT(lang);
    return new Response(t("checkout.tooMany"), {
      status: 429,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "600" },
    });
  }
  return redirect(withLink.prices[0].redirect!, 303);
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
