import { createHash } from "node:crypto";
import { env } from "~/env.server";
import { singleton } from "~/utils/singleton.server";

/*
 * Digiseller's seller API (the "General methods" of its API documentation): a token from the
 * seller id and API key, a payment by its unique code, the "goods delivered" mark and the sale by
 * its order (invoice) number. Only what the shop needs; decision 0022 has the mapping.
 */

/** Digiseller did not answer usefully (network, timeout, 5xx, a refused login): try again later. */
export class DigisellerUnavailable extends Error {}

/** A payment found by its unique code (GET purchases/unique-code/{code}). */
export interface UniqueCodePayment {
  /** The order (invoice) number, unique per payment. */
  inv: number;
  /** The Digiseller product paid for. */
  id_goods: number;
  /** The amount paid, in `type_curr`. */
  amount: number;
  /** The currency of `amount` (RUB, USD, or a WebMoney purse type such as WMR, WMZ). */
  type_curr: string;
  email?: string;
  unique_code_state?: { state: number };
}

/** A sale by its order number (GET purchase/info/{inv}). */
export interface SaleInfo {
  item_id: number;
  amount: number;
  currency_type: string;
  /** 1 awaiting payment, 2 declined, 3 paid, 4 expired, 5 or 35 refunded. */
  invoice_state: number;
  buyer_info?: { email?: string };
  /** The payment link's extra parameters, base64-encoded ("order" is the shop's signed order). */
  query_string?: string;
}

export const INVOICE_PAID = 3;
export const INVOICE_FAILED_STATES = new Set([2, 4, 5, 35]);

interface Token {
  value: string;
  /** When to log in again: a minute before Digiseller's valid_thru. */
  renewAt: number;
}

/** Shared by both module graphs: one token per seller, refreshed before it expires or on 401. */
const tokens = singleton("digisellerTokens", () => new Map<string, Promise<Token>>());

function config() {
  const e = env();
  if (!e.DIGISELLER_SELLER_ID || !e.DIGISELLER_API_KEY) throw new Error("Digiseller is not configured");
  return {
    sellerId: e.DIGISELLER_SELLER_ID,
    apiKey: e.DIGISELLER_API_KEY,
    apiUrl: e.DIGISELLER_API_URL,
    timeoutMs: e.DIGISELLER_TIMEOUT_MS,
    retries: e.DIGISELLER_RETRIES,
  };
}

type Config = ReturnType<typeof config>;

/**
 * One HTTP call with the timeout; network failures, timeouts, 429 and 5xx answers are tried again
 * with backoff. `body` is made anew for each attempt (a login signs a fresh timestamp). `name`
 * says what the call was in errors: never the URL, which carries the token and the unique code.
 */
async function request(
  cfg: Config,
  method: string,
  name: string,
  url: () => string,
  body?: () => unknown,
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= cfg.retries; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 150 * 2 ** (attempt - 1)));
    try {
      const response = await fetch(url(), {
        method,
        headers: { Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}) },
        body: body ? JSON.stringify(body()) : undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      if (response.status < 500 && response.status !== 429) return response;
      lastError = new Error(`HTTP ${response.status}`);
      await response.body?.cancel();
    } catch (error) {
      lastError = error;
    }
  }
  throw new DigisellerUnavailable(`Digiseller ${name} failed: ${(lastError as Error)?.message ?? lastError}`);
}

/** The last login timestamp this process signed (both module graphs log in to one account). */
const logins = singleton("digisellerLogins", () => ({ lastTimestamp: 0 }));

/**
 * POST apilogin: sign = SHA-256 of the API key followed by the timestamp, in hex. Digiseller wants
 * a timestamp unique to each login: each attempt signs a new one.
 */
function signedLogin(cfg: Config) {
  const timestamp = (logins.lastTimestamp = Math.max(
    Math.floor(Date.now() / 1000),
    logins.lastTimestamp + 1,
  ));
  const sign = createHash("sha256").update(`${cfg.apiKey}${timestamp}`).digest("hex");
  return { seller_id: cfg.sellerId, timestamp, sign };
}

async function login(cfg: Config): Promise<Token> {
  const response = await request(
    cfg,
    "POST",
    "login",
    () => `${cfg.apiUrl}/apilogin`,
    () => signedLogin(cfg),
  );
  const body = (await response.json().catch(() => null)) as {
    retval?: number;
    token?: string;
    valid_thru?: string;
    endesc?: string;
  } | null;
  if (!response.ok || body?.retval !== 0 || !body.token)
    throw new DigisellerUnavailable(
      `Digiseller refused the API login (retval ${body?.retval ?? response.status}${body?.endesc ? `: ${body.endesc}` : ""})`,
    );
  const validThru = Date.parse(body.valid_thru ?? "");
  const expires = Number.isFinite(validThru) ? validThru : Date.now() + 60 * 60_000;
  return { value: body.token, renewAt: Math.max(Date.now(), expires - 60_000) };
}

/**
 * The seller's token: the cached one while it is valid and not the one Digiseller just refused
 * (`failed`), else a new login. Concurrent callers share one login, so fifty returns that meet an
 * expired token make one login, not fifty.
 */
async function token(cfg: Config, failed?: string): Promise<string> {
  const key = `${cfg.apiUrl}|${cfg.sellerId}`;
  const pending = tokens.get(key);
  if (pending) {
    const held = await pending.catch(() => null);
    if (held && held.value !== failed && held.renewAt > Date.now()) return held.value;
    // Another caller replaced it while this one waited: use theirs.
    if (tokens.get(key) !== pending) return token(cfg, failed);
  }
  const next = login(cfg);
  tokens.set(key, next);
  next.catch(() => tokens.get(key) === next && tokens.delete(key));
  return (await next).value;
}

/**
 * An authorized call: a 401 or 403 (an expired or revoked token) logs in again once. `name` is
 * what errors call it (paths hold unique codes, which open a key's page: never in a message).
 */
async function call<T>(
  method: string,
  name: string,
  path: string,
): Promise<{ status: number; body: T | null }> {
  const cfg = config();
  let response: Response | undefined;
  let used: string | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const current = (used = await token(cfg, used));
    response = await request(
      cfg,
      method,
      name,
      () => `${cfg.apiUrl}${path}?token=${encodeURIComponent(current)}`,
    );
    if (response.status !== 401 && response.status !== 403) break;
    await response.body?.cancel();
  }
  if (response!.status === 401 || response!.status === 403)
    throw new DigisellerUnavailable(`Digiseller refused the token for ${name}`);
  const text = await response!.text();
  try {
    return { status: response!.status, body: text ? (JSON.parse(text) as T) : null };
  } catch {
    throw new DigisellerUnavailable(
      `Digiseller answered ${name} with something not JSON (HTTP ${response!.status})`,
    );
  }
}

/** Digiseller's answer for "no such unique code" (or order): every other refusal is unexpected. */
const NOT_FOUND = 2;

/**
 * The payment of a unique code; null when Digiseller says it has no such code. Any other answer
 * that is not a payment (throttling, a refused parameter, an error code) is DigisellerUnavailable:
 * a paid code must never be taken for an unknown one.
 */
export async function findUniqueCode(code: string): Promise<UniqueCodePayment | null> {
  const { status, body } = await call<UniqueCodePayment & { retval?: number }>(
    "GET",
    "unique-code lookup",
    `/purchases/unique-code/${encodeURIComponent(code)}`,
  );
  if (body?.retval === 0 && status < 300) return body;
  if (body?.retval === NOT_FOUND || status === 404) return null;
  throw new DigisellerUnavailable(
    `Digiseller answered a unique-code lookup with retval ${body?.retval} (HTTP ${status})`,
  );
}

/** Marks a unique code "goods delivered"; throws DigisellerUnavailable when not accepted. */
export async function markDelivered(code: string): Promise<void> {
  const { status, body } = await call<{ retval?: number }>(
    "PUT",
    "delivered mark",
    `/purchases/unique-code/${encodeURIComponent(code)}/deliver`,
  );
  if (status !== 204 && body?.retval !== 0)
    throw new DigisellerUnavailable(`Digiseller did not take the delivered mark (retval ${body?.retval})`);
}

/** A sale by its order number; throws DigisellerUnavailable when Digiseller does not give it. */
export async function saleInfo(invoice: number): Promise<SaleInfo> {
  const { status, body } = await call<{ retval?: number; content?: SaleInfo }>(
    "GET",
    "sale lookup",
    `/purchase/info/${invoice}`,
  );
  if (body?.retval === 0 && body.content && status < 300) return body.content;
  throw new DigisellerUnavailable(
    `Digiseller answered a sale lookup with retval ${body?.retval} (HTTP ${status})`,
  );
}

/** The extra parameters the buy link carried, as Digiseller recorded them with the sale. */
export function saleParameters(sale: SaleInfo): URLSearchParams {
  try {
    return new URLSearchParams(Buffer.from(sale.query_string ?? "", "base64").toString("utf8"));
  } catch {
    return new URLSearchParams();
  }
}

/** Forgets cached tokens (tests switching stand-ins). */
export function resetDigisellerTokens() {
  tokens.clear();
}
