import type { ActionFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { consoleImageUpload } from "~/services/media/console-upload.server";
import { setSlidePicture } from "~/services/settings-writes.server";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";

/**
 * POST /admin/settings/slides/{n}/picture (multipart, field `picture`): the picture of home slide
 * n (1–4), for both sites; back to the settings with `?slide=n&picture=1` or `&pictureError=<why>`.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "settings.edit");
  const n = parseId(params.n);
  if (n === null) throw new Response("Not Found", { status: 404 });
  return consoleImageUpload({
    request,
    field: "picture",
    backTo: `${localizePath("/admin/settings", requestLang(request))}?slide=${n}`,
    write: (bytes) => setSlidePicture(consoleContext(user, context.clientIp), n, bytes),
  });
}
