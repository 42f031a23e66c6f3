import path from "node:path";
import { z } from "zod";
import { sharedSlot } from "~/utils/singleton.server";

/** Every environment variable the app reads, validated once at start. */
const KEY_ENCRYPTION_KEY_REQUIRED =
  "required on a public shop (PUBLIC_URL https or a Fly machine): the keys in stock must not open " +
  "from a copy of the database. Make one with `openssl rand -base64 48`, keep it outside the " +
  "database and its backups (fly secrets set KEY_ENCRYPTION_KEY=…), and move the keys sealed so " +
  "far under it with `npm run keys:rotate`";

/** A comma-separated list of host names, lower case, blanks dropped. */
const hostList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    /** Postgres connection string; when absent the app uses embedded PGlite. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    /**
     * Connections each instance opens to Postgres at most. Every instance holds its own pool, so
     * instances × this must stay under the server's max_connections (docs/capacity.md).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Where PGlite keeps its files; `memory://` keeps the database in memory (tests). */
    PGLITE_DATA: z.string().optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// URL")
      .optional(),
    MAIL_FROM: z.string().default("Nocturn <no-reply@nocturn.gg>"),
    /**
     * Public origin of the site (https://shop.example): the only origin e-mailed links, OAuth
     * callbacks and canonical URLs are built from. Required for deployments; without it links
     * point at this server's own http://localhost:PORT, never at a request's Host header.
     */
    PUBLIC_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), "must be an http(s):// origin")
      .transform((v) => new URL(v).origin)
      .optional(),
    /**
     * More host names the shop answers to besides PUBLIC_URL's (comma-separated, e.g. the Fly
     * app's own `app.fly.dev` or a second domain). A request for any other Host gets 400.
     */
    ALLOWED_HOSTS: hostList,
    /**
     * Which proxies may tell the client's address and scheme (X-Forwarded-For / -Proto): off by
     * default, so a client cannot spoof its address past the per-address limits; `1` (one hop)
     * behind Fly's proxy, or a list of proxy addresses/subnets in Express's `trust proxy` syntax.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): boolean | number | string => {
        const value = (v ?? "false").trim();
        if (value === "" || value === "false" || value === "0") return false;
        if (value === "true") return true;
        if (/^\d+$/.test(value)) return Number(value);
        if (/^[\w.:/, -]+$/.test(value)) return value;
        ctx.addIssue({ code: "custom", message: "must be false, a hop count, or proxy addresses" });
        return z.NEVER;
      }),
    /** Set by Fly on its machines: the app runs as a deployment. */
    FLY_APP_NAME: z.string().optional(),
    /** Seed the demo catalogue into an empty database at start (always on for PGlite). */
    SEED_ON_START: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
    /** Where the seed's drawn pictures and their manifest are (drizzle/seed/pictures.ts reads it). */
    SEED_PICTURES_DIR: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Sign-in links one e-mail address and one client address may ask for per 15 minutes. */
    LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    // Social sign-in: a provider appears only when its credentials are set. The *_OAUTH_BASE_URL
    // variables point a provider at a local stand-in (tests); production leaves them unset.
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_OAUTH_BASE_URL: z.string().url().optional(),
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_OAUTH_BASE_URL: z.string().url().optional(),
    VK_CLIENT_ID: z.string().min(1).optional(),
    VK_CLIENT_SECRET: z.string().min(1).optional(),
    VK_OAUTH_BASE_URL: z.string().url().optional(),
    /** Steam sign-in is OpenID 2.0; the Web API key fetches the player's name. */
    STEAM_API_KEY: z.string().min(1).optional(),
    STEAM_OPENID_URL: z.string().url().default("https://steamcommunity.com/openid/login"),
    STEAM_API_URL: z.string().url().default("https://api.steampowered.com"),
    /** Key that signs buy links (order attribution); generated and kept in the database if unset. */
    APP_SECRET: z.string().min(32).optional(),
    /**
     * Master key sealing the licence keys and account credentials in stock (AES-256-GCM); generated
     * and kept in the database if unset. Changing it makes the stored keys unreadable.
     */
    KEY_ENCRYPTION_KEY: z.string().min(32).optional(),
    /**
     * The master key before the current one, while `npm run keys:rotate` moves the stock to the
     * new KEY_ENCRYPTION_KEY: keys sealed under it still open meanwhile. Unset after the rotation.
     */
    KEY_ENCRYPTION_KEY_PREVIOUS: z.string().min(32).optional(),
    /** The payment aggregator's shared key for signed notifications (POST /api/payments/webhook). */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Webhook calls with a bad signature one address may make per 10 minutes (then 429, unlogged). */
    WEBHOOK_REFUSED_PER_10_MINUTES: z.coerce.number().int().min(1).default(30),
    /** Buy presses (checkouts started) one buyer — account or address — may make per 10 minutes. */
    CHECKOUT_STARTS_PER_10_MINUTES: z.coerce.number().int().min(1).default(20),
    /** The aggregator's payment link for game-store wallet top-ups. */
    PAYMENT_WALLET_URL: z.string().url().optional(),
    /** The aggregator's purchase page; {id} becomes the invoice id. */
    PAYMENT_PURCHASE_URL: z.string().optional(),
    /**
     * Origins of the aggregator's payment pages that buy forms may lead to (the CSP's form-action),
     * comma-separated; by default the origins of PAYMENT_WALLET_URL and PAYMENT_PURCHASE_URL.
     */
    PAYMENT_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const origins = v
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
        for (const origin of origins)
          if (!/^https:\/\/[^/\s]+$/.test(origin))
            ctx.addIssue({ code: "custom", message: `${origin} is not an https:// origin` });
        return origins;
      }),
    /**
     * Digiseller (Plati.market) as the payment provider (decision 0022): the seller id and API key
     * of the seller's account. Set both, and not PAYMENT_WEBHOOK_SECRET: one provider is active.
     */
    DIGISELLER_SELLER_ID: z.coerce.number().int().positive().optional(),
    DIGISELLER_API_KEY: z.string().min(8).optional(),
    /** Digiseller's API root (a stand-in in tests). */
    DIGISELLER_API_URL: z
      .string()
      .url()
      .default("https://api.digiseller.ru/api")
      .transform((v) => v.replace(/\/+$/, "")),
    /** Digiseller's payment page, opened with ?id_d=<product id>. */
    DIGISELLER_PAY_URL: z.string().url().default("https://www.oplata.info/asp2/pay_wm.asp"),
    /** How long one Digiseller API call may take, and how many times a failed call is tried again. */
    DIGISELLER_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
    DIGISELLER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
    /** The built-in sandbox aggregator: on while no real aggregator is configured, unless false. */
    PAYMENT_SANDBOX: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
    /** Open tickets one customer may have at once (SPEC §8 TICKET_LIMIT_EXCEEDED_ERROR). */
    TICKET_OPEN_LIMIT: z.coerce.number().int().min(1).default(3),
    /** A ticket waiting for its customer this long after the last answer closes by itself. */
    TICKET_AUTO_CLOSE_HOURS: z.coerce.number().positive().default(72),
    /**
     * Port of the Prometheus scrape (`/metrics`), apart from the site's; 0 turns it off. Fly's
     * managed Prometheus reads it through fly.toml's `[metrics]`.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9091),
    /**
     * Seconds a stopping instance keeps serving while `/readyz` answers 503, so the proxy stops
     * sending it traffic before it closes (Fly checks every few seconds); 0 closes at once.
     */
    DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
    /**
     * An S3-compatible bucket (Tigris on Fly, AWS S3, R2, MinIO) for every stored file — seed
     * artwork, console pictures, avatars, ticket attachments — so all instances see the same
     * files; unset, they stay on the local disk under DATA_DIR (one instance).
     */
    S3_BUCKET: z.string().min(1).optional(),
    /** The store's endpoint (Tigris: https://fly.storage.tigris.dev); AWS S3 leaves it unset. */
    S3_ENDPOINT: z.string().url().optional(),
    /** The bucket's region; "auto" suits Tigris and R2. */
    S3_REGION: z.string().min(1).default("auto"),
    /** Keys of the bucket; unset, the AWS SDK's own chain (instance roles, its config files). */
    AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * Where the bucket's public pictures can be read directly (a CDN or the bucket's public
     * origin): `/media/…` then redirects there. Unset, the app streams them from the bucket.
     */
    S3_PUBLIC_URL: z
      .string()
      .url()
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
    /** How often each instance looks for tickets to auto-close; 0 turns the job off. */
    TICKET_AUTO_CLOSE_CHECK_SECONDS: z.coerce.number().int().min(0).default(300),
    /**
     * How long a paid key order may wait for stock before it becomes "needs refund" (the owner is
     * alerted, the buyer told their money comes back). Fractions allowed (tests use seconds).
     */
    AWAITING_REFUND_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24),
    /**
     * How often the maintenance job sends what the mail outbox still holds (e-mails a mail-server
     * outage or a restart kept back; each is first tried right after its commit). `0`: off.
     */
    MAIL_OUTBOX_CHECK_SECONDS: z.coerce.number().int().min(0).default(15),
    /** How often the maintenance job sends the status alerts that are due (`0`: off). */
    STATUS_ALERT_CHECK_SECONDS: z.coerce.number().int().min(0).default(30),
    /**
     * How often each instance re-checks the sessions of its connected sockets (one query for all)
     * and drops those whose session expired or ended; 0 turns the check off.
     */
    SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().min(0).default(60),
    /**
     * Live-chat messages one user may send over the socket: `count/seconds` pairs, comma-separated,
     * each enforced (a burst limit and a per-minute cap by default).
     */
    TICKET_MESSAGE_LIMITS: z
      .string()
      .default("20/10,60/60")
      .transform((v, ctx) => {
        const rules = v.split(",").map((part) => /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part));
        if (!rules.length || rules.some((m) => !m || Number(m[1]) < 1 || Number(m[2]) < 1)) {
          ctx.addIssue({ code: "custom", message: "must be count/seconds pairs, e.g. 20/10,60/60" });
          return z.NEVER;
        }
        return rules.map((m) => ({ points: Number(m![1]), seconds: Number(m![2]) }));
      }),
    /** Largest ticket attachment in MB (SPEC §9: 4 by default). */
    UPLOAD_MAX_MB: z.coerce.number().positive().max(50).default(4),
    /** Entries the in-process data cache keeps (least recently used leave first). */
    DATA_CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).max(1_000_000).default(2000),
    /** Memory for rendered anonymous pages (the page cache, decision 0018); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    /** Seconds a stored page is served before it is rendered again (writes drop it at once). */
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Seconds a CDN in front may keep an anonymous page (CDN-Cache-Control); 0: CDNs must not. */
    EDGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * Largest picture any upload may claim in its header, per side and in pixels: a few hundred KB
     * of PNG can decode to gigabytes, so anything larger is refused before it is decoded.
     */
    IMAGE_MAX_SIDE: z.coerce.number().int().min(256).max(16_383).default(8000),
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(65_536).max(100_000_000).default(24_000_000),
    /** Pictures this process decodes at once (each may take up to ~100 MB); the rest wait in line. */
    IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** Avatar changes one user may try per hour, and ticket attachments per 10 minutes (then 429). */
    AVATAR_CHANGES_PER_HOUR: z.coerce.number().int().min(1).default(10),
    UPLOAD_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).default(60),
    /** Ticket attachments one user may keep uploaded but not yet sent: files and total MB. */
    UPLOAD_UNSENT_MAX_FILES: z.coerce.number().int().min(1).default(20),
    UPLOAD_UNSENT_MAX_MB: z.coerce.number().positive().default(40),
    /** Web push keys; generated once and kept in the database when unset. */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    /** Contact the push services may use (mailto: or https:). */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:)/, "must start with mailto: or https:")
      .optional(),
    /**
     * Test-only: push endpoint hosts (as written in the endpoint URL) exempt from the
     * public-push-service rule, for a local stand-in push service. Refused in production.
     */
    PUSH_ALLOW_PRIVATE_HOSTS: hostList,
    /** An OpenAI-compatible chat-completions endpoint (the full URL) that phrases the assistant's replies. */
    AI_API_URL: z.string().url().optional(),
    AI_API_KEY: z.string().min(1).optional(),
    AI_MODEL: z.string().min(1).optional(),
    /** How long the assistant waits for the model before answering from retrieval alone. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(12_000),
    /** Questions one client address may ask the assistant per minute and per day. */
    AI_CHAT_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    AI_CHAT_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(300),
  })
  .superRefine((env, ctx) => {
    // On a Fly machine the shop is a deployment: links built from the listening address would
    // point customers at http://localhost.
    if (env.FLY_APP_NAME && !env.PUBLIC_URL)
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "required on a deployment (set it in fly.toml to the shop's public https origin)",
      });
    // Keys sealed under a master secret kept in the same database open from any copy of it (a
    // pg_dump, a volume snapshot, a copied DATA_DIR): a public shop keeps the master elsewhere.
    if (!env.KEY_ENCRYPTION_KEY && (env.FLY_APP_NAME || env.PUBLIC_URL?.startsWith("https://")))
      ctx.addIssue({
        code: "custom",
        path: ["KEY_ENCRYPTION_KEY"],
        message: KEY_ENCRYPTION_KEY_REQUIRED,
      });
    if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: "custom",
        path: [env.AWS_ACCESS_KEY_ID ? "AWS_SECRET_ACCESS_KEY" : "AWS_ACCESS_KEY_ID"],
        message: "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together",
      });
    if ((env.S3_ENDPOINT || env.S3_PUBLIC_URL) && !env.S3_BUCKET)
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "required when S3_ENDPOINT or S3_PUBLIC_URL is set",
      });
    if (Boolean(env.DIGISELLER_SELLER_ID) !== Boolean(env.DIGISELLER_API_KEY))
      ctx.addIssue({
        code: "custom",
        path: [env.DIGISELLER_SELLER_ID ? "DIGISELLER_API_KEY" : "DIGISELLER_SELLER_ID"],
        message: "DIGISELLER_SELLER_ID and DIGISELLER_API_KEY go together",
      });
    if (env.DIGISELLER_SELLER_ID && env.PAYMENT_WEBHOOK_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_WEBHOOK_SECRET"],
        message: "one payment provider at a time: unset it to use Digiseller, or unset DIGISELLER_*",
      });
    // The exemption exists for a local stand-in: in production it would reopen the SSRF hole.
    if (env.NODE_ENV === "production" && env.PUSH_ALLOW_PRIVATE_HOSTS.length)
      ctx.addIssue({
        code: "custom",
        path: ["PUSH_ALLOW_PRIVATE_HOSTS"],
        message: "is for tests only and must not be set in production",
      });
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PGLITE_DATA:
      env.PGLITE_DATA === "memory://"
        ? "memory://"
        : path.resolve(env.PGLITE_DATA ?? path.join(env.DATA_DIR, "pglite")),
  }));

export type Env = z.output<typeof envSchema>;

/** Whether the stock's master key lives in the database it protects (the embedded default). */
export function keyMasterInDatabase(e: Env) {
  return !e.KEY_ENCRYPTION_KEY;
}

/** Parses an environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

// Shared by both module graphs: the environment the server started with (setEnv in
// server/start.ts) is the one every Remix loader reads, not a second parse of process.env.
const current = sharedSlot<Env>("env");

/** The validated process environment (parsed on first use, or the one the server started with). */
export function env(): Env {
  let value = current.get();
  if (!value) current.set((value = parseEnv(process.env)));
  return value;
}

/** Makes `e` the environment every service reads (the server at start; suites with stand-ins). */
export function setEnv(e: Env | undefined) {
  current.set(e);
}

/** One line per backing service, for the start-up log. */
export function describeBackings(e: Env) {
  return {
    database: e.DATABASE_URL ? `postgres (${redactUrl(e.DATABASE_URL)})` : `pglite (${e.PGLITE_DATA})`,
    cache: e.REDIS_URL ? `redis (${redactUrl(e.REDIS_URL)})` : "in-process",
    mail: e.SMTP_URL ? `smtp (${redactUrl(e.SMTP_URL)})` : "log and dev outbox",
    storage: e.S3_BUCKET
      ? `s3 (${e.S3_BUCKET}${e.S3_ENDPOINT ? ` at ${new URL(e.S3_ENDPOINT).host}` : ""})`
      : `local disk (${e.DATA_DIR})`,
    socialSignIn: configuredProviderNames(e).join(", ") || "none configured",
    assistant:
      e.AI_API_URL && e.AI_API_KEY && e.AI_MODEL
        ? `retrieval + model ${e.AI_MODEL} (${new URL(e.AI_API_URL).host})`
        : "retrieval over the shop's articles",
    payments: {
      digiseller: `Digiseller (seller ${e.DIGISELLER_SELLER_ID}, ${new URL(e.DIGISELLER_API_URL).host})`,
      generic: "aggregator (signed webhook)",
      sandbox: "sandbox aggregator (test payments)",
      off: "not configured",
    }[paymentProviderName(e)],
  };
}

/** Where buy forms may lead besides this site (the payment provider's pages); none on the sandbox. */
export function paymentOrigins(e: Env): string[] {
  if (sandboxPayments(e)) return [];
  if (e.PAYMENT_ORIGINS) return e.PAYMENT_ORIGINS;
  const origins = new Set<string>();
  const links = [e.PAYMENT_WALLET_URL, e.PAYMENT_PURCHASE_URL];
  if (paymentProviderName(e) === "digiseller") links.push(e.DIGISELLER_PAY_URL);
  for (const link of links) {
    try {
      if (link) origins.add(new URL(link.replace("{id}", "0")).origin);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return [...origins];
}

/**
 * How buying works (decision 0008): `live` when a real aggregator is configured (its notification
 * key is set; the sandbox is then off and unreachable, whatever PAYMENT_SANDBOX says), else the
 * built-in `sandbox` in every mode — a fresh `npm start` can be bought from — unless
 * PAYMENT_SANDBOX=false turns it `off` (Buy then says payment is not configured).
 */
export type PaymentMode = "live" | "sandbox" | "off";
export function paymentMode(e: Env): PaymentMode {
  const name = paymentProviderName(e);
  return name === "digiseller" || name === "generic" ? "live" : name;
}

/** Which payment provider takes payments (app/services/payments/providers/); one at a time. */
export type PaymentProviderName = "digiseller" | "generic" | "sandbox" | "off";
export function paymentProviderName(e: Env): PaymentProviderName {
  if (e.DIGISELLER_SELLER_ID && e.DIGISELLER_API_KEY) return "digiseller";
  if (e.PAYMENT_WEBHOOK_SECRET) return "generic";
  return e.PAYMENT_SANDBOX === false ? "off" : "sandbox";
}

/** Whether buy links go to the built-in sandbox aggregator. */
export function sandboxPayments(e: Env) {
  return paymentMode(e) === "sandbox";
}

/** The social sign-in providers whose credentials are set, in display order. */
export function configuredProviderNames(e: Env) {
  const names: ("google" | "discord" | "vk" | "steam")[] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) names.push("google");
  if (e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET) names.push("discord");
  if (e.VK_CLIENT_ID) names.push("vk");
  if (e.STEAM_API_KEY) names.push("steam");
  return names;
}

function redactUrl(value: string) {
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(unparsable)";
  }
}
