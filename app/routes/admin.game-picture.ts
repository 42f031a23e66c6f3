import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { setGamePicture } from "~/services/catalogue/game-writes.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { CONSOLE_IMAGE_MAX_BYTES } from "~/services/media/console-images.server";
import { ImageRefusal } from "~/services/media/image-pipeline.server";
import { MultipartRefusal, readMultipartFile } from "~/services/media/multipart.server";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";

/**
 * POST /admin/games/{id}/picture (multipart, field `picture`): stores a game's picture and goes
 * back to the game's page, with `?picture=1` or `?pictureError=<why>` (a form post without
 * JavaScript works the same).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const back = (query: string) =>
    redirect(`${localizePath(`/admin/games/${id}`, requestLang(request))}?${query}`);
  let file: Buffer | null;
  try {
    ({ file } = await readMultipartFile(request, { field: "picture", maxBytes: CONSOLE_IMAGE_MAX_BYTES }));
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    return back(`pictureError=${error.reason === "size" ? "size" : "format"}`);
  }
  if (!file) return back("pictureError=required");
  try {
    const attempt = await attemptConsoleWrite(() =>
      setGamePicture(consoleContext(user, context.clientIp), id, file),
    );
    if (!attempt.ok) throw new Response("Not Found", { status: attempt.status });
  } catch (error) {
    if (error instanceof ImageRefusal) return back(`pictureError=${error.reason}`);
    throw error;
  }
  return back("picture=1");
}
