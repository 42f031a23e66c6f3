import type { ActionFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { setGamePicture } from "~/services/catalogue/game-writes.server";
import { consoleImageUpload } from "~/services/media/console-upload.server";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";

/**
 * POST /admin/games/{id}/picture (multipart, field `picture`): stores a game's picture and goes
 * back to the game's page, with `?picture=1` or `?pictureError=<why>`.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return consoleImageUpload({
    request,
    field: "picture",
    backTo: localizePath(`/admin/games/${id}`, requestLang(request)),
    write: (bytes) => setGamePicture(consoleContext(user, context.clientIp), id, bytes),
  });
}
