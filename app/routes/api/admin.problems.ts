import { entityApi } from "~/services/catalogue/entity-api.server";
import {
  consoleProblemList,
  createProblem,
  deleteProblem,
  problemForm,
  readProblemFilter,
  updateProblem,
} from "~/services/catalogue/problem-writes.server";
import { problemSchema } from "~/utils/console-forms";
import { entityRouteMethods } from "~/utils/route-methods";

/**
 * GET /api/admin/problems?q=&page= — the console's list of problem articles; GET
 * /api/admin/problems/{id} — `{problem}`; POST /api/admin/problems `{slug, sort?, ru: {title,
 * shortDescription?, headTitle?, headDescription?, description?}, en: {…}}` — 201; PATCH
 * /api/admin/problems/{id} with any of those fields; DELETE /api/admin/problems/{id}.
 */
const api = entityApi({
  kind: "problem",
  schema: problemSchema,
  readFilter: readProblemFilter,
  list: consoleProblemList,
  read: problemForm,
  create: createProblem,
  update: updateProblem,
  remove: deleteProblem,
});
export const loader = api.loader;
export const action = api.action;
export const handle = entityRouteMethods;
