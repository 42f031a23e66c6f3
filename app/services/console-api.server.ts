import type { z } from "zod";
import { fieldErrors } from "~/services/api-errors.server";
import { apiLang, readBody } from "~/utils/http.server";
import { consoleApiError } from "./auth/console-guard.server";
import { attemptConsoleWrite } from "./console-errors.server";

/**
 * The owner API validates with the console forms' zod schemas (ARCHITECTURE §10), which read
 * form fields: text, a ticked checkbox as "on", a list as lines. A JSON value is put in that shape
 * first — numbers as text, `true` as "on" and `false` as "", `null` as "" (no amount), a list
 * of strings as lines — so a rule lives in one schema for both.
 */
export function asFormValues(value: unknown): unknown {
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "on" : "";
  if (value === null) return "";
  if (Array.isArray(value))
    return value.every((item) => typeof item === "string") ? value.join("\n") : value.map(asFormValues);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asFormValues(item)]));
  return value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** A PATCH: the current values with the body's fields laid over them (objects field by field). */
export function mergePatch(current: unknown, patch: unknown): unknown {
  if (!isPlainObject(current) || !isPlainObject(patch)) return patch === undefined ? current : patch;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergePatch(current[key], value);
  return merged;
}

/**
 * Validates an API call's JSON fields with a form schema; for a PATCH, `current` holds the
 * entity's values and the body changes only the fields it names. A body that fails answers 422
 * `{message, code: "INVALID", fields: {path: {code: rule key, message}}}`.
 */
export async function validateApiInput<Schema extends z.ZodType>(
  request: Request,
  body: Record<string, unknown>,
  schema: Schema,
  current?: unknown,
): Promise<{ ok: true; value: z.output<Schema> } | { ok: false; response: Response }> {
  const fields = asFormValues(body);
  const parsed = schema.safeParse(current === undefined ? fields : mergePatch(asFormValues(current), fields));
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: await invalidInput(request, parsed.error) };
}

/** 422 with each failing field's rule and its words in the caller's language. */
export async function invalidInput(request: Request, error: z.ZodError) {
  return consoleApiError(request, 422, "INVALID", { fields: await fieldErrors(request, error) });
}

/** Reads an API call's body and validates it (validateApiInput). */
export async function readApiInput<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  current?: unknown,
) {
  return validateApiInput(request, await readBody(request), schema, current);
}

/** Runs an API write; a refused one (ConsoleError) answers with its status and translated code. */
export async function apiWrite<T>(
  request: Request,
  write: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const attempt = await attemptConsoleWrite(write);
  if (attempt.ok) return attempt;
  return { ok: false, response: await consoleApiError(request, attempt.status, attempt.code) };
}

/** The language of an API call's list names (`?lang=`, Russian by default). */
export const consoleApiLang = (request: Request) => apiLang(request) ?? "ru";
