// A second end-to-end stack: the production build with Digiseller as its payment provider,
// against the local Digiseller stand-in (tests/mocks/digiseller.ts). The Playwright suite runs it
// beside the main stack (playwright.config.ts) for the Digiseller purchase story.
import path from "node:path";
import { startDigisellerStandIn } from "./digiseller";

const port = Number(process.env.PORT);

const digiseller = await startDigisellerStandIn({
  // The seller's Digiseller catalogue: the demo seed gives each option a product id, and the
  // product costs what the shop's option costs, read from the signed order the link carries (the
  // stand-in does not check its signature: the shop does, when the buyer comes back).
  productOf(id, link) {
    const payload = link.get("order")?.split(".")[0];
    if (!payload) return null;
    const order = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      amountMinor: number;
      currency: number;
    };
    const prefix = link.get("lang") === "en-US" ? "/en" : "";
    return {
      id,
      name: `Product ${id}`,
      price: order.amountMinor / 100,
      currency: order.currency === 1 ? "USD" : "RUB",
      returnUrl: `http://127.0.0.1:${port}${prefix}/payment/complete`,
    };
  },
});

Object.assign(process.env, {
  DIGISELLER_SELLER_ID: String(digiseller.sellerId),
  DIGISELLER_API_KEY: digiseller.apiKey,
  DIGISELLER_API_URL: digiseller.apiUrl,
  DIGISELLER_PAY_URL: digiseller.payUrl,
});

// The built server reads the environment above when it starts.
await import(path.resolve("build/server/express.js"));
