import { entityApi } from "~/services/catalogue/entity-api.server";
import {
  consoleGameList,
  createGame,
  deleteGame,
  gameForm,
  readGameFilter,
  updateGame,
} from "~/services/catalogue/game-writes.server";
import { gameSchema } from "~/utils/console-forms";
import { entityRouteMethods } from "~/utils/route-methods";

/**
 * GET /api/admin/games?q=&mobile=yes|no&page= — the console's game list; GET /api/admin/games/{id}
 * — `{game}` with its picture; POST /api/admin/games `{slug, isMobile?, sort?, ru: {name,
 * pageTitle?, pageDescription?, pageText?}, en: {…}}` — 201; PATCH /api/admin/games/{id} with any
 * of those fields; DELETE /api/admin/games/{id} (with its products; 409 while purchases name any
 * of them). Pictures are uploaded in the console.
 */
const api = entityApi({
  kind: "game",
  schema: gameSchema,
  readFilter: readGameFilter,
  list: consoleGameList,
  read: gameForm,
  create: createGame,
  update: updateGame,
  remove: deleteGame,
});
export const loader = api.loader;
export const action = api.action;
export const handle = entityRouteMethods;
