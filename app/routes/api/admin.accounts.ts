import {
  accountForm,
  consoleAccountList,
  createAccount,
  deleteAccount,
  readAccountFilter,
  updateAccount,
} from "~/services/catalogue/account-writes.server";
import { entityApi } from "~/services/catalogue/entity-api.server";
import { accountSchema } from "~/utils/console-forms";
import { entityRouteMethods } from "~/utils/route-methods";

/**
 * GET /api/admin/accounts?q=&published=yes|no&page= — the console's account list; GET
 * /api/admin/accounts/{id} — `{account}` with its screenshots; POST /api/admin/accounts `{slug,
 * sort?, ru: {name, headTitle?, headDescription?, description?}, en: {…}}` — 201, unpublished;
 * PATCH /api/admin/accounts/{id} with any of those fields and `isPublished`; DELETE
 * /api/admin/accounts/{id} (409 `IN_USE_ACCOUNT` while purchases name it). Screenshots are
 * uploaded in the console.
 */
const api = entityApi({
  kind: "account",
  schema: accountSchema,
  readFilter: readAccountFilter,
  list: consoleAccountList,
  read: accountForm,
  create: createAccount,
  update: updateAccount,
  remove: deleteAccount,
});
export const loader = api.loader;
export const action = api.action;
export const handle = entityRouteMethods;
