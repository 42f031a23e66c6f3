import type { ActionFunctionArgs } from "@remix-run/node";
import { requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { addGalleryPicture } from "~/services/catalogue/gallery-writes.server";
import { consoleImageUpload } from "~/services/media/console-upload.server";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";

/**
 * POST /admin/cheats/{id}/screenshots (multipart, field `screenshot`): adds a picture at the end
 * of a product's gallery; back to the product's page with `?screenshot=1` or `?screenshotError=`.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  return consoleImageUpload({
    request,
    field: "screenshot",
    backTo: localizePath(`/admin/cheats/${id}`, requestLang(request)),
    write: (bytes) => addGalleryPicture(consoleContext(user, context.clientIp), "cheat", id, bytes),
  });
}
