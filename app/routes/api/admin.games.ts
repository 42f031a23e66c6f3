import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { consoleApiError, requireConsoleApi } from "~/services/auth/console-guard.server";
import {
  consoleGameList,
  createGame,
  deleteGame,
  gameForm,
  readGameFilter,
  updateGame,
} from "~/services/catalogue/game-writes.server";
import { apiWrite, consoleApiLang, readApiInput } from "~/services/console-api.server";
import { gameSchema } from "~/utils/console-forms";
import { privateJson } from "~/utils/http.server";
import { parseId } from "~/utils/ids";

/** A game as the API answers it: its form's fields and its picture. */
async function gameView(id: number) {
  const game = await gameForm(id);
  return game ? { id, ...game.input, picture: game.picture } : null;
}

/** GET /api/admin/games?q=&mobile=yes|no&page= — the console's game list; GET /api/admin/games/{id}. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireConsoleApi(request, "catalogue.edit", context.clientIp);
  if (params.id === undefined) {
    const filter = readGameFilter(new URL(request.url).searchParams);
    return privateJson({ page: filter.page, ...(await consoleGameList(consoleApiLang(request), filter)) });
  }
  const id = parseId(params.id);
  const game = id === null ? null : await gameView(id);
  return game ? privateJson({ game }) : consoleApiError(request, 404, "NOT_FOUND");
}

/**
 * POST /api/admin/games `{slug, isMobile?, sort?, ru: {name, pageTitle?, pageDescription?,
 * pageText?}, en: {…}}` — 201; PATCH /api/admin/games/{id} with any of those fields; DELETE
 * /api/admin/games/{id} (with its products; 409 while purchases name any of them). Pictures are
 * uploaded in the console.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const ctx = await requireConsoleApi(request, "catalogue.edit", context.clientIp);
  if (params.id === undefined) {
    if (request.method !== "POST") return consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
    const input = await readApiInput(request, gameSchema);
    if (!input.ok) return input.response;
    const created = await apiWrite(request, () => createGame(ctx, input.value));
    if (!created.ok) return created.response;
    return privateJson({ game: await gameView(created.value) }, 201);
  }
  const id = parseId(params.id);
  const current = id === null ? null : await gameForm(id);
  if (!current || id === null) return consoleApiError(request, 404, "NOT_FOUND");
  if (request.method === "DELETE") {
    const deleted = await apiWrite(request, () => deleteGame(ctx, id));
    return deleted.ok ? new Response(null, { status: 204 }) : deleted.response;
  }
  if (request.method !== "PATCH") return consoleApiError(request, 405, "METHOD_NOT_ALLOWED");
  const input = await readApiInput(request, gameSchema, current.input);
  if (!input.ok) return input.response;
  const saved = await apiWrite(request, () => updateGame(ctx, id, input.value));
  if (!saved.ok) return saved.response;
  return privateJson({ changed: saved.value, game: await gameView(id) });
}
