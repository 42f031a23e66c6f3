import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in for Digiseller (Plati.market): the seller API methods the shop uses — the token
 * from the seller id and API key, a payment by its unique code, the "goods delivered" mark and a
 * sale by its order number — with the documented answers and token rules (a SHA-256 sign of key +
 * timestamp, each timestamp used once, tokens that expire and then answer 401), plus a payment
 * page that sends the buyer back to the shop with a unique code, as Digiseller does.
 */

export interface StandInProduct {
  id: number;
  name: string;
  /** The price Digiseller charges (major units), in `currency`. */
  price: number;
  currency: "RUB" | "USD";
  /** Where the buyer is sent after payment (the product's "unique code" setting). */
  returnUrl: string;
}

export interface StandInSale {
  inv: number;
  code: string;
  productId: number;
  amount: number;
  currency: string;
  email: string;
  /** 1 awaiting payment, 2 declined, 3 paid, 4 expired, 5 refunded. */
  invoiceState: number;
  /** 1 not checked, 2 delivered, 5 checked and not delivered. */
  codeState: number;
  /** The extra parameters of the buy link, passed back with the code. */
  extra: Record<string, string>;
  paidAt: Date;
}

export interface DigisellerStandIn {
  /** The API root, for DIGISELLER_API_URL. */
  apiUrl: string;
  /** The payment page, for DIGISELLER_PAY_URL. */
  payUrl: string;
  sellerId: number;
  apiKey: string;
  addProduct(product: StandInProduct): void;
  /** A sale as if a buyer had paid on the payment page. */
  sell(input: {
    productId: number;
    email?: string;
    amount?: number;
    currency?: string;
    invoiceState?: number;
    extra?: Record<string, string>;
  }): StandInSale;
  sale(code: string): StandInSale | undefined;
  /** Answers 503 to everything while true (Digiseller down). */
  setDown(down: boolean): void;
  /** Answers 429 with an error body to API calls while true (Digiseller throttling the seller). */
  setThrottled(throttled: boolean): void;
  /** Ends every token now: the next call with one gets 401. */
  expireTokens(): void;
  /** How often each method was called (path → count), logins included. */
  calls: Map<string, number>;
  close(): Promise<void>;
}

export async function startDigisellerStandIn({
  sellerId = 100200,
  apiKey = "stand-in-api-key-0123456789",
  tokenTtlSeconds = 7200,
  productOf,
}: {
  sellerId?: number;
  apiKey?: string;
  tokenTtlSeconds?: number;
  /**
   * Registers a product the payment page is opened for but the stand-in does not know yet (the
   * seller's catalogue, which the real Digiseller holds): given the product id and the link's
   * parameters, the product, or null for "no such product".
   */
  productOf?: (id: number, link: URLSearchParams) => StandInProduct | null;
} = {}): Promise<DigisellerStandIn> {
  const products = new Map<number, StandInProduct>();
  const sales = new Map<string, StandInSale>();
  const tokens = new Map<string, number>();
  const usedTimestamps = new Set<number>();
  const calls = new Map<string, number>();
  let nextInvoice = 70_000_001;
  let down = false;
  let throttled = false;

  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);

  function sell(input: Parameters<DigisellerStandIn["sell"]>[0]): StandInSale {
    const product = products.get(input.productId);
    const sale: StandInSale = {
      inv: nextInvoice++,
      code: randomBytes(8).toString("hex").toUpperCase(),
      productId: input.productId,
      amount: input.amount ?? product?.price ?? 0,
      currency: input.currency ?? product?.currency ?? "RUB",
      email: input.email ?? "buyer@example.com",
      invoiceState: input.invoiceState ?? 3,
      codeState: 1,
      extra: input.extra ?? {},
      paidAt: new Date(),
    };
    sales.set(sale.code, sale);
    return sale;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };

  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  const tokenValid = (url: URL) => {
    const expires = tokens.get(url.searchParams.get("token") ?? "");
    return expires !== undefined && expires > Date.now();
  };

  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (down) return json(res, 503, { retval: -1, retdesc: "Service Unavailable" });

    // The payment page: the product, the amount and a Pay button.
    if (req.method === "GET" && url.pathname === "/asp2/pay_wm.asp") {
      const id = Number(url.searchParams.get("id_d"));
      if (!products.has(id)) {
        const learned = productOf?.(id, url.searchParams);
        if (learned) products.set(id, learned);
      }
      const product = products.get(id);
      if (!product) return json(res, 404, { error: "no such product" });
      const hidden = [...url.searchParams]
        .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
        .join("");
      const amount = url.searchParams.get("amount") ?? String(product.price);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(
        `<!doctype html><html lang="en"><title>Digiseller stand-in</title><main><h1>${escape(product.name)}</h1>` +
          `<p data-testid="ds-amount">${escape(amount)} ${product.currency}</p>` +
          `<form method="post" action="/asp2/pay">${hidden}<label>E-mail <input name="buyer_email" value="${escape(url.searchParams.get("email") ?? "")}"></label>` +
          `<button type="submit">Pay</button></form></main></html>`,
      );
    }
    if (req.method === "POST" && url.pathname === "/asp2/pay") {
      const form = new URLSearchParams(await readBody(req));
      const product = products.get(Number(form.get("id_d")));
      if (!product) return json(res, 404, { error: "no such product" });
      const extra: Record<string, string> = {};
      for (const [name, value] of form)
        if (!["id_d", "lang", "email", "failpage", "buyer_email", "amount"].includes(name))
          extra[name] = value;
      const sale = sell({
        productId: product.id,
        email: form.get("buyer_email") || form.get("email") || undefined,
        amount: form.get("amount") ? Number(form.get("amount")) : undefined,
        extra,
      });
      // Back to the seller's page with the unique code and the link's extra parameters.
      const back = new URL(product.returnUrl);
      back.searchParams.set("uniquecode", sale.code);
      for (const [name, value] of Object.entries(extra)) back.searchParams.set(name, value);
      res.writeHead(302, { Location: back.toString() });
      return res.end();
    }

    if (req.method === "POST" && url.pathname === "/api/apilogin") {
      count("apilogin");
      let body: { seller_id?: number; timestamp?: number; sign?: string } = {};
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        // answered below as a bad request
      }
      const expected = createHash("sha256").update(`${apiKey}${body.timestamp}`).digest("hex");
      const fresh = typeof body.timestamp === "number" && Math.abs(Date.now() / 1000 - body.timestamp) < 600;
      if (
        body.seller_id !== sellerId ||
        body.sign !== expected ||
        !fresh ||
        usedTimestamps.has(body.timestamp!)
      )
        return json(res, 200, {
          retval: 1,
          desc: "неверная подпись или timestamp",
          endesc: "invalid sign or timestamp",
          token: null,
          seller_id: body.seller_id ?? 0,
          valid_thru: null,
        });
      usedTimestamps.add(body.timestamp!);
      const token = randomBytes(16).toString("hex");
      const expires = Date.now() + tokenTtlSeconds * 1000;
      tokens.set(token, expires);
      return json(res, 200, {
        retval: 0,
        desc: "",
        endesc: "",
        token,
        seller_id: sellerId,
        valid_thru: new Date(expires).toISOString(),
      });
    }

    const codeMatch = /^\/api\/purchases\/unique-code\/([^/]+)(\/deliver)?$/.exec(url.pathname);
    const infoMatch = /^\/api\/purchase\/info\/(\d+)$/.exec(url.pathname);
    if (!codeMatch && !infoMatch) return json(res, 404, { retval: -1, retdesc: "not found" });
    if (throttled) return json(res, 429, { retval: -1, retdesc: "Too many requests" });
    if (!tokenValid(url)) {
      res.writeHead(401);
      return res.end();
    }

    if (codeMatch && codeMatch[2] && req.method === "PUT") {
      count("deliver");
      const sale = sales.get(decodeURIComponent(codeMatch[1]));
      if (!sale) return json(res, 200, { retval: 2, retdesc: "не найден unique_code" });
      sale.codeState = 2;
      return json(res, 200, { retval: 0, retdesc: "" });
    }
    if (codeMatch && req.method === "GET") {
      count("unique-code");
      const code = decodeURIComponent(codeMatch[1]);
      if (!/^[A-Za-z0-9]+$/.test(code))
        return json(res, 400, { retval: 1, retdesc: "отсутствует или неверно задан параметр unique_code" });
      const sale = sales.get(code);
      if (!sale) return json(res, 200, { retval: 2, retdesc: "не найден unique_code" });
      if (sale.codeState === 1) sale.codeState = 5;
      return json(res, 200, {
        retval: 0,
        retdesc: "",
        inv: sale.inv,
        id_goods: sale.productId,
        amount: sale.amount,
        type_curr: sale.currency,
        profit: Math.round(sale.amount * 95) / 100,
        amount_usd: sale.currency === "USD" ? sale.amount : Math.round(sale.amount) / 100,
        date_pay: sale.paidAt.toISOString().replace("T", " ").slice(0, 19),
        email: sale.email,
        agent_id: 0,
        agent_percent: 0,
        unit_goods: 0,
        cnt_goods: 1,
        promo_code: null,
        bonus_code: null,
        cart_uid: null,
        unique_code_state: {
          state: sale.codeState,
          date_check: null,
          date_delivery: null,
          date_confirmed: null,
          date_refuted: null,
        },
        options: [],
      });
    }
    if (infoMatch && req.method === "GET") {
      count("purchase-info");
      const sale = [...sales.values()].find((s) => s.inv === Number(infoMatch[1]));
      if (!sale)
        return json(res, 200, { retval: 2, retdesc: "order not found", errors: null, content: null });
      return json(res, 200, {
        retval: 0,
        retdesc: "",
        errors: null,
        content: {
          item_id: sale.productId,
          name: products.get(sale.productId)?.name ?? "",
          amount: sale.amount,
          currency_type: sale.currency,
          invoice_state: sale.invoiceState,
          purchase_date: sale.paidAt.toISOString(),
          date_pay: sale.invoiceState === 3 ? sale.paidAt.toISOString() : null,
          buyer_info: { email: sale.email, payment_method: "Bank card" },
          unique_code_state: { state: sale.codeState },
          query_string: Buffer.from(new URLSearchParams(sale.extra).toString()).toString("base64"),
          options: [],
        },
      });
    }
    return json(res, 405, { retval: -1, retdesc: "method not allowed" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${origin}/api`,
    payUrl: `${origin}/asp2/pay_wm.asp`,
    sellerId,
    apiKey,
    addProduct: (product) => products.set(product.id, product),
    sell,
    sale: (code) => sales.get(code),
    setDown: (value) => (down = value),
    setThrottled: (value) => (throttled = value),
    expireTokens: () => tokens.clear(),
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
