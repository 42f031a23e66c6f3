import path from "node:path";
import { z } from "zod";

/** Every environment variable the app reads, validated once at start. */
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
    /** Public origin of the site, used in e-mailed links and canonical URLs. */
    PUBLIC_URL: z.string().url().optional(),
    /** Seed the demo catalogue into an empty database at start (always on for PGlite). */
    SEED_ON_START: z
      .enum(["true", "false"])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "true")),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
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

/** Parses an environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated process environment (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** One line per backing service, for the start-up log. */
export function describeBackings(e: Env) {
  return {
    database: e.DATABASE_URL ? `postgres (${redactUrl(e.DATABASE_URL)})` : `pglite (${e.PGLITE_DATA})`,
    cache: e.REDIS_URL ? `redis (${redactUrl(e.REDIS_URL)})` : "in-process",
    mail: e.SMTP_URL ? `smtp (${redactUrl(e.SMTP_URL)})` : "log and dev outbox",
    storage: `local disk (${e.DATA_DIR})`,
  };
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
