import type { ActionFunctionArgs } from "@remix-run/node";
import { langT } from "~/i18n/i18n.server";
import { requireApiUser } from "~/services/auth/guard.server";
import {
  updateAvatar,
  updateEmail,
  updateLogin,
  type UpdateResult,
} from "~/services/users/profile-updates.server";
import { loadPublicUser } from "~/services/users/users.server";
import { errorLang, readBody } from "~/utils/http.server";
import { apiError, methodNotAllowed } from "~/services/api-errors.server";

/**
 * POST /api/users/update/avatar (multipart, field avatar), /update/email {email} and
 * /update/login {login}: each answers the user, or `{ message, errors: { field: [text] } }`.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST");
  const user = await requireApiUser(request);
  const what = new URL(request.url).pathname.split("/").pop();
  const lang = errorLang(request);
  let result: UpdateResult;
  if (what === "avatar") result = await updateAvatar(user, request);
  else if (what === "email") result = await updateEmail(user, await readBody(request), lang);
  else if (what === "login") result = await updateLogin(user, await readBody(request));
  else return apiError(request, 404, "NOT_FOUND");
  const headers = { "Cache-Control": "private, no-store" };
  if (!result.ok) {
    const message = (await langT(lang))(result.error);
    return Response.json(
      { message, errors: { [result.field]: [message] } },
      { status: result.status, headers },
    );
  }
  const body = {
    ...(await loadPublicUser(result.user)),
    ...(result.pendingEmail ? { pendingEmail: result.pendingEmail } : {}),
  };
  return Response.json(body, { headers });
}
