import type { z } from "zod";
import { langT } from "~/i18n/i18n.server";
import { errorLang } from "~/utils/http.server";
import type { Lang } from "~/utils/lang";

/**
 * Why an API call was refused. Every JSON error of the shop is `{ code, message }` (decision
 * 0042): the code for programs, the message — `http.errors.<code>` — for people, in the caller's
 * language (`?lang=`, else Accept-Language, else the path's); the words live in
 * `locales/<lang>/server.json`, which only the server reads.
 */
export type ApiErrorCode =
  | "BAD_REQUEST"
  | "INVALID"
  | "UNKNOWN_LANGUAGE"
  | "UNKNOWN_CATEGORY"
  | "EMPTY_QUERY"
  | "NOT_FOUND"
  | "GAME_NOT_FOUND"
  | "PRODUCT_NOT_FOUND"
  | "ACCOUNT_NOT_FOUND"
  | "PROBLEM_NOT_FOUND"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "METHOD_NOT_ALLOWED"
  | "TOKEN_INVALID"
  | "TOO_MANY_REQUESTS"
  | "PROVIDER_FAILED";

type Caller = Pick<Request, "url" | "headers" | "method">;

/** The language a caller reads: the one its call names in the body (`lang`), else callerLang's. */
const langOf = (request: Caller, lang?: Lang) => lang ?? errorLang(request);

/** The message of a code in the caller's language. */
export async function apiErrorMessage(request: Caller, code: string, lang?: Lang) {
  const t = await langT(langOf(request, lang));
  return t(`http.errors.${code}`, { method: request.method.slice(0, 20) });
}

/** A JSON error answer: `{ code, message, ...extra }`, never stored by a cache. */
export async function apiError(
  request: Caller,
  status: number,
  code: ApiErrorCode,
  { extra = {}, headers = {}, lang }: { extra?: object; headers?: Record<string, string>; lang?: Lang } = {},
) {
  return Response.json(
    { code, message: await apiErrorMessage(request, code, lang), ...extra },
    { status, headers: { "Cache-Control": "no-store", ...headers } },
  );
}

/** 405 with the `Allow` header every 405 must carry (RFC 9110 §15.5.6): the methods the route takes. */
export function methodNotAllowed(request: Caller, allow: string) {
  return apiError(request, 405, "METHOD_NOT_ALLOWED", { headers: { Allow: allow } });
}

/** Message keys of the shop's own rules; anything else a schema says (zod's English) is "invalid". */
const TRANSLATED_RULE = /^(validation|console|tickets)\.[\w.]+$/;

/**
 * Each failing field of a zod check as `{ code, message }`: the rule's key and its words in the
 * caller's language (a library's own English never reaches the caller).
 */
export async function fieldErrors(request: Caller, error: z.ZodError) {
  const t = await langT(errorLang(request));
  const fields: Record<string, { code: string; message: string }> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "body";
    if (fields[path]) continue;
    const known = TRANSLATED_RULE.test(issue.message);
    fields[path] = known
      ? { code: issue.message, message: t(issue.message) }
      : { code: "validation.invalid", message: t("http.invalidField") };
  }
  return fields;
}

/** A body that fails its schema: `{ code: "INVALID", message, fields }` (422 unless a SPEC says 400). */
export async function invalidFields(request: Caller, error: z.ZodError, status = 422) {
  return apiError(request, status, "INVALID", { extra: { fields: await fieldErrors(request, error) } });
}
