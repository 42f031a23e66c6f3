import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { accounts, cheats, prices } from "~/db/schema";
import { i18nServer } from "~/i18n/i18n.server";
import { withBuyLinks } from "~/services/payments/links.server";
import { optionKindOf, validateBuy } from "~/utils/buy";
import { productKind } from "~/services/catalogue/product-kind.server";
import { parseId } from "~/utils/ids";
import { isLang, type Lang } from "~/utils/lang";
import { priceRowWithStock, toPriceOption } from "~/services/catalogue/sql.server";

/**
 * The buy form without JavaScript (posted into a new tab): checks the same rules as the browser
 * and redirects to the chosen option's payment link.
 */
export async function action({ request }: ActionFunctionArgs) {
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
  // The option belongs to a cheat or an account; either must be published to be bought.
  const option =
    row && (row.cheatPublished ?? row.accountPublished) === true ? [toPriceOption(row.price)] : [];
  // The same payment URL the page's Buy button opens: signed, and credited to a signed-in buyer.
  const formLang = form.get("lang") as Lang;
  const lang = isLang(formLang) ? formLang : (row?.price.lang ?? "ru");
  const withLink = await withBuyLinks(request, { prices: option }, lang);
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
  return redirect(withLink.prices[0].redirect!, 303);
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
