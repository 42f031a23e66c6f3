// Calls of the owner API (/api/admin/...) as each kind of caller, and its permission matrix: what
// the console suites share to check every call against the role × token table.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { apiTokens } from "~/db/schema";
import { action as tokensAction } from "~/routes/admin.tokens";
import { jarOf, type Actor } from "./live-server";
import { callRoute, postForm } from "./route-calls";

export type RouteFn = Parameters<typeof callRoute>[0];

/** Who calls: nobody, a staff (or client) cookie, or a bearer token of the owner. */
export type Caller = "visitor" | "client" | "techsupport" | "owner" | "read" | "write" | "revoked";
export const CALLERS: Caller[] = ["visitor", "client", "techsupport", "owner", "read", "write", "revoked"];

type Secrets = Record<"read" | "write" | "revoked", string>;

/**
 * The owner's tokens, made through the console's tokens page: one read-only, one read-write and
 * one revoked right after it was made. Distinct `label`s keep suites sharing a database apart.
 */
export async function makeApiTokens(owner: Actor, label = "script"): Promise<Secrets> {
  const secrets = {} as Secrets;
  for (const scope of ["read", "write", "revoked"] as const) {
    const response = await callRoute(tokensAction as never, "/admin/tokens", {
      jar: jarOf(owner),
      init: postForm({
        intent: "create",
        name: `${scope} ${label}`,
        scope: scope === "read" ? "read" : "write",
      }),
    });
    secrets[scope] = (await response.json()).secret;
  }
  const [revoked] = await db()
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.name, `revoked ${label}`));
  await callRoute(tokensAction as never, "/admin/tokens", {
    jar: jarOf(owner),
    init: postForm({ intent: "revoke", tokenId: String(revoked.id) }),
  });
  return secrets;
}

/** A caller of owner API routes: a JSON body when given, the caller's cookie or bearer token. */
export function apiCaller(actors: Record<"client" | "techsupport" | "owner", Actor>, secrets: Secrets) {
  return (
    fn: RouteFn,
    url: string,
    who: Caller,
    params: Record<string, string> = {},
    method = "GET",
    body?: unknown,
  ) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (who === "read" || who === "write" || who === "revoked")
      headers.Authorization = `Bearer ${secrets[who]}`;
    const actor = who === "client" || who === "techsupport" || who === "owner" ? actors[who] : undefined;
    return callRoute(fn, url, {
      jar: actor ? jarOf(actor) : undefined,
      params,
      init: { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    });
  };
}
export type ApiCall = ReturnType<typeof apiCaller>;

/**
 * One call of a permission matrix and the right it needs. Writes carry an invalid body or an
 * unknown id: whoever passes the guard gets 422 or 404, so the matrix changes nothing.
 */
export interface MatrixCall {
  fn: RouteFn;
  url: string;
  params?: Record<string, string>;
  method?: string;
  body?: unknown;
  right: "status" | "edit" | "settings";
}

/**
 * The matrix calls of an entity's API (services/catalogue/entity-api.server.ts) at `base`: the
 * list, an unknown one, a create with an empty body, a PATCH and a DELETE of an unknown id.
 */
export function entityApiCalls(base: string, loader: RouteFn, action: RouteFn): MatrixCall[] {
  const unknown = { url: `${base}/999999`, params: { id: "999999" }, right: "edit" } as const;
  return [
    { fn: loader, url: base, right: "edit" },
    { fn: loader, ...unknown },
    { fn: action, url: base, method: "POST", body: {}, right: "edit" },
    { fn: action, ...unknown, method: "PATCH", body: {} },
    { fn: action, ...unknown, method: "DELETE" },
  ];
}

/**
 * Makes every call as every caller: a visitor and a revoked token get 401, a client 403, tech
 * support 403 unless the call needs only the status right, a read token 403 for anything but a
 * GET; the others pass the guard (neither 401 nor 403). A refusal says why in `message`.
 */
export async function expectPermissionMatrix(call: ApiCall, calls: MatrixCall[]) {
  const matrix: string[] = [];
  for (const entry of calls)
    for (const who of CALLERS) {
      const method = entry.method ?? "GET";
      const response = await call(entry.fn, `${entry.url}?lang=en`, who, entry.params, method, entry.body);
      const expected =
        who === "visitor" || who === "revoked"
          ? 401
          : who === "client" ||
              (who === "techsupport" && entry.right !== "status") ||
              (who === "read" && method !== "GET")
            ? 403
            : "passes";
      const label = `${method} ${entry.url} as ${who}`;
      matrix.push(label);
      if (expected === "passes") expect([401, 403], label).not.toContain(response.status);
      else {
        expect(response.status, label).toBe(expected);
        expect((await response.json()).message, label).toMatch(/\w/);
      }
    }
  expect(matrix).toHaveLength(calls.length * CALLERS.length);
}
