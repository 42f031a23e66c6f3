// The e2e harness's own door, on loopback beside the shop and never part of the shop's build:
// it signs a user in straight in the e2e database (tests/support/actors.ts), so stories that are
// not about signing in start signed in (tests/e2e/support.ts) instead of walking the sign-in form
// and its mailed link each time. The sign-in stories (auth.spec.ts) still go through the form.
import http from "node:http";
import { desc, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { accounts, bonusThresholds, purchases, stockKeys, stocks } from "~/db/schema";
import { releaseExpiredHolds } from "~/services/stock/holds.server";
import { PaymentStatus } from "~/utils/payment-status";
import { minorFromAmount } from "~/utils/money";
import { mintActor } from "../support/actors";
import { mintProduct } from "../support/product-fixtures";

const request = z.object({
  email: z.string().email(),
  role: z.enum(["client", "techsupport", "owner"]).optional(),
  lang: z.enum(["ru", "en"]).optional(),
  /** A customer at the highest loyalty level: paid top-ups past its thresholds in both currencies. */
  topBonus: z.boolean().optional(),
});

/** A story's own product: a copy of the seeded one at `from` ("game/product"), named `name`. */
const productRequest = z.object({
  from: z.string().regex(/^[a-z0-9-]+\/[a-z0-9-]+$/),
  name: z.string().min(2).max(60),
});

/**
 * Answers POST / {email, role?, lang?, topBonus?} with {cookie, login} (cookie: "__session=…"), POST
 * /lapse-holds {account: slug} by ending that account's payment holds now, and POST /product
 * {from, name} with {id, name, path} of a fresh copy of a seeded product (tests/support/product-fixtures.ts).
 */
export function startSessionMint(port: number): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    try {
      if (req.url === "/lapse-holds") {
        // The stories' clock: the payment holds on one game account see their 30 minutes pass at
        // once, and the maintenance round's release runs now (the round itself would run within
        // its interval): the story asks once instead of reloading until the round has come.
        const { account } = z.object({ account: z.string() }).parse(await readJson(req));
        const lapsed = await db()
          .update(stockKeys)
          .set({ reservedUntil: sql`now() - interval '1 second'` })
          .where(
            sql`${stockKeys.reservedUntil} > now() and ${stockKeys.stockId} in (select s.id from ${stocks} s
              inner join ${accounts} a on a.id = s.account_id where a.slug = ${account})`,
          )
          .returning({ id: stockKeys.id });
        await releaseExpiredHolds();
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ lapsed: lapsed.length }));
        return;
      }
      if (req.url === "/product") {
        const { from, name } = productRequest.parse(await readJson(req));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(await mintProduct(from, name)));
        return;
      }
      const { topBonus, ...asked } = request.parse(await readJson(req));
      const { user, cookie } = await mintActor(asked);
      if (topBonus) await payPastTopLevel(user.id);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ cookie, login: user.login }));
    } catch (error) {
      res.writeHead(400, { "content-type": "text/plain" });
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) =>
    server.listen(port, "127.0.0.1", () => resolve(server)).once("error", reject),
  );
}

/**
 * Paid wallet top-ups of the user past the highest bonus threshold, in rubles and in dollars. Once
 * per user: a second mint of the same customer (another test, a retry) finds them at the top level
 * already and adds nothing, so what their pages show does not depend on how often they were minted.
 */
async function payPastTopLevel(userId: number) {
  const [top] = await db().select().from(bonusThresholds).orderBy(desc(bonusThresholds.amountRub)).limit(1);
  if (!top) return;
  for (const [currency, amount] of [
    [0, top.amountRub],
    [1, top.amountUsd],
  ] as const)
    await db()
      .insert(purchases)
      .values({
        invoiceId: `TOP-${userId}-${currency}`,
        userId,
        kind: "wallet",
        nameRu: "Пополнение Steam",
        nameEn: "Steam top-up",
        amountMinor: minorFromAmount(amount + 1)!,
        currency,
        status: PaymentStatus.Payed,
      })
      .onConflictDoNothing({ target: purchases.invoiceId });
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}
