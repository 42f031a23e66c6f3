import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from "@remix-run/node";
import { langT } from "../app/i18n/i18n.server";
import { callerLang } from "../app/utils/http.server";
import { hasControlChars, stripControlChars } from "../app/utils/plain-text";
import { singleton } from "../app/utils/singleton.server";

type Route = ServerBuild["routes"][string];
type Module = Route["module"];
type Refusal = "badRequest" | "unsupportedMediaType" | "notFound";

const STATUS: Record<Refusal, number> = {
  badRequest: 400,
  notFound: 404,
  unsupportedMediaType: 415,
};
const CODE: Record<Refusal, string> = {
  badRequest: "BAD_REQUEST",
  notFound: "NOT_FOUND",
  unsupportedMediaType: "UNSUPPORTED_MEDIA_TYPE",
};

/** The body types `request.formData()` reads; JSON goes through `request.json()`. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

const guarded = singleton("guardedBuilds", () => new WeakMap<ServerBuild, ServerBuild>());

/**
 * The server build with the input rules every route shares, applied once here so that no route
 * can forget them (decision 0015, "Bad input"):
 * (a method a route has no function for never gets here: server/methods.ts answers it with 405);
 * - a path parameter holding a control character names nothing: 404 (no slug, token or id has
 *   one, and Postgres refuses U+0000 outright);
 * - a loader reads its query without control characters: no filter, search or page parameter
 *   means one, and a NUL in a console filter would otherwise reach Postgres (a 500);
 * - in an action, `request.formData()` and `request.json()` refuse a body type they cannot read
 *   (415) and a body that does not parse (400) instead of throwing a server error.
 */
export function guardBuild(build: ServerBuild): ServerBuild {
  let result = guarded.get(build);
  if (!result) {
    const routes = Object.fromEntries(
      Object.entries(build.routes).map(([id, route]) => [id, { ...route, module: guardModule(route) }]),
    );
    result = { ...build, routes };
    guarded.set(build, result);
  }
  return result;
}

function guardModule(route: Route): Module {
  const module = route.module;
  const resource = !module.default;
  const refuse = (request: Request, refusal: Refusal, headers: Record<string, string> = {}) =>
    refusalResponse(request, refusal, resource, headers);
  const dynamic = /(^|\/)(:|\*)/.test(route.path ?? "");
  const checkParams = async (args: LoaderFunctionArgs) => {
    if (dynamic && Object.values(args.params).some((value) => value && hasControlChars(value)))
      throw await refuse(args.request, "notFound");
  };

  let loader = module.loader;
  if (loader) {
    const original = loader;
    loader = async (args) => {
      await checkParams(args);
      return original({ ...args, request: withCleanQuery(args.request) });
    };
  }

  let action = module.action;
  if (action) {
    const original = action;
    action = async (args) => {
      await checkParams(args);
      guardBody(args, (refusal) => refuse(args.request, refusal));
      return original(args);
    };
  }
  return { ...module, loader, action };
}

/**
 * The request with its query's control characters removed (the same request when it has none,
 * the usual case: no copy). Loaders only read, so the copy needs no body.
 */
function withCleanQuery(request: Request): Request {
  // A control character can only arrive percent-encoded (%00–%1F, %7F): most URLs skip the parse.
  if (!/%(?:[01][0-9a-f]|7f)/i.test(request.url)) return request;
  const url = new URL(request.url);
  let dirty = false;
  const clean = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    const [cleanName, cleanValue] = [stripControlChars(name), stripControlChars(value)];
    dirty ||= cleanName !== name || cleanValue !== value;
    clean.append(cleanName, cleanValue);
  }
  if (!dirty) return request;
  url.search = clean.toString();
  return new Request(url, { method: request.method, headers: request.headers, signal: request.signal });
}

/**
 * Makes the request's body readers throw a 4xx Response (which Remix answers as it is) where
 * they would throw a TypeError or SyntaxError: a body type no action reads, a multipart body
 * without its boundary, broken JSON. A request without a body type reads as an empty form.
 */
function guardBody({ request }: ActionFunctionArgs, refuse: (refusal: Refusal) => Promise<Response>) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  const formData = request.formData.bind(request);
  const json = request.json.bind(request);
  Object.defineProperty(request, "formData", {
    configurable: true,
    value: async () => {
      if (!type) return new FormData();
      if (!FORM_TYPES.has(type)) throw await refuse("unsupportedMediaType");
      try {
        return await formData();
      } catch {
        throw await refuse("badRequest");
      }
    },
  });
  Object.defineProperty(request, "json", {
    configurable: true,
    value: async () => {
      if (type && type !== "application/json") throw await refuse("unsupportedMediaType");
      try {
        return await json();
      } catch {
        throw await refuse("badRequest");
      }
    },
  });
}

/**
 * A refusal in the caller's language: `{ code, message }` JSON from a resource route (SPEC §7.1
 * error shape), a thrown Response rendered by the page's error boundary from a page.
 */
async function refusalResponse(
  request: Request,
  refusal: Refusal,
  resource: boolean,
  extraHeaders: Record<string, string>,
) {
  const lang = callerLang(request.url, request.headers.get("Accept-Language"));
  const message = (await langT(lang))(`http.${refusal}`);
  const headers = { "Cache-Control": "no-store", ...extraHeaders };
  const status = STATUS[refusal];
  if (resource) return Response.json({ code: CODE[refusal], message }, { status, headers });
  return new Response(message, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}
