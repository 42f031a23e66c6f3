import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { EntityKind } from "~/utils/console-sections";
import { privateJson } from "~/utils/http.server";
import { parseId } from "~/utils/ids";
import type { Lang } from "~/utils/lang";
import type { WriteContext } from "../audit/audit.server";
import { consoleApiError, requireConsoleApi } from "../auth/console-guard.server";
import { apiWrite, consoleApiLang, readApiInput } from "../console-api.server";
import { consoleMethodNotAllowed } from "~/services/auth/console-guard.server";

/**
 * The owner API of an entity the console edits with a list page and a form — a game, an account,
 * a problem article — on the same services and zod schemas as those pages (ARCHITECTURE §10).
 * For `/api/admin/<section>`:
 *
 * - `GET ?q=&…&page=` — the console's list, with the page's filters;
 * - `GET /{id}` — one, as `{<entity>: {id, …its form's fields, …what else its page shows}}`;
 * - `POST` — creates from the form's fields (201), 409 `SLUG_TAKEN` for a taken address;
 * - `PATCH /{id}` — only the fields sent change (laid over the current form), answers `changed`;
 * - `DELETE /{id}` — 204, or the service's refusal (409 while purchases name it).
 *
 * A body that fails the form's schema answers 422 with each field's message key.
 */
export function entityApi<Schema extends z.ZodType<object>, Filter extends { page: number }>(entity: {
  kind: EntityKind;
  schema: Schema;
  readFilter: (query: URLSearchParams) => Filter;
  list: (lang: Lang, filter: Filter) => Promise<object>;
  /** The form's stored values and what else the page shows (its picture, its screenshots). */
  read: (id: number) => Promise<({ input: z.output<Schema> } & object) | null>;
  create: (ctx: WriteContext, input: z.output<Schema>) => Promise<number>;
  update: (ctx: WriteContext, id: number, input: z.output<Schema>) => Promise<number>;
  remove: (ctx: WriteContext, id: number) => Promise<void>;
}) {
  /** The entity as the API answers it: its id, its form's fields and the rest of what was read. */
  async function view(id: number) {
    const found = await entity.read(id);
    if (!found) return null;
    const { input, ...rest } = found;
    return { [entity.kind]: { id, ...input, ...rest } };
  }

  async function loader({ request, params, context }: LoaderFunctionArgs) {
    await requireConsoleApi(request, "catalogue.edit", context.clientIp);
    if (params.id === undefined) {
      const filter = entity.readFilter(new URL(request.url).searchParams);
      return privateJson({ page: filter.page, ...(await entity.list(consoleApiLang(request), filter)) });
    }
    const id = parseId(params.id);
    const found = id === null ? null : await view(id);
    return found ? privateJson(found) : consoleApiError(request, 404, "NOT_FOUND");
  }

  async function action({ request, params, context }: ActionFunctionArgs) {
    const ctx = await requireConsoleApi(request, "catalogue.edit", context.clientIp);
    if (params.id === undefined) {
      if (request.method !== "POST") return consoleMethodNotAllowed(request, "GET, HEAD, POST");
      const input = await readApiInput(request, entity.schema);
      if (!input.ok) return input.response;
      const created = await apiWrite(request, () => entity.create(ctx, input.value));
      if (!created.ok) return created.response;
      return privateJson(await view(created.value), 201);
    }
    const id = parseId(params.id);
    const current = id === null ? null : await entity.read(id);
    if (!current || id === null) return consoleApiError(request, 404, "NOT_FOUND");
    if (request.method === "DELETE") {
      const deleted = await apiWrite(request, () => entity.remove(ctx, id));
      return deleted.ok ? new Response(null, { status: 204 }) : deleted.response;
    }
    if (request.method !== "PATCH") return consoleMethodNotAllowed(request, "GET, HEAD, PATCH, DELETE");
    const input = await readApiInput(request, entity.schema, current.input);
    if (!input.ok) return input.response;
    const saved = await apiWrite(request, () => entity.update(ctx, id, input.value));
    if (!saved.ok) return saved.response;
    return privateJson({ changed: saved.value, ...(await view(id)) });
  }

  return { loader, action };
}
