import { runWithRequestId } from "~/services/request-context.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";

export const ORIGIN = "http://shop.test";

/** Cookies a browser would keep between calls: Set-Cookie in, Cookie out. */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(name: string) {
    return this.cookies.get(name);
  }

  set(name: string, value: string) {
    this.cookies.set(name, value);
  }

  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

type RouteFn = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

/**
 * Calls a route's loader or action as Remix would and returns its Response: a thrown Response
 * (a guard's redirect) is returned too, and plain data is wrapped as JSON.
 */
export async function callRoute(
  fn: RouteFn,
  path: string,
  {
    jar,
    params = {},
    init = {},
    ip = "203.0.113.7",
  }: { jar?: CookieJar; params?: Record<string, string>; init?: RequestInit; ip?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar?.header()) headers.set("Cookie", jar.header());
  const request = new Request(path.startsWith("http") ? path : ORIGIN + path, { ...init, headers });
  let response: Response;
  try {
    // As the server runs a request: its client address in the Remix context and the request's own.
    const result = await runWithRequestId(
      "route-call",
      () => fn({ request, params, context: { clientIp: ip } } as never),
      ip,
    );
    response = result instanceof Response ? result : Response.json(result);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    response = thrown;
  }
  jar?.take(response);
  return response;
}

/** A JSON POST body. */
export const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** A form POST body. */
export const postForm = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
});
