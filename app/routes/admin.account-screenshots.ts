import { addGalleryPicture } from "~/services/catalogue/gallery-writes.server";
import { consoleUploadAction } from "~/services/media/console-upload.server";

/**
 * POST /admin/accounts/{id}/screenshots (multipart, field `screenshot`): adds a screenshot at the
 * end of an account's gallery; back to the account's page with `?screenshot=1` or
 * `?screenshotError=<why>`.
 */
export const action = consoleUploadAction({
  permission: "catalogue.edit",
  field: "screenshot",
  backTo: (id) => `/admin/accounts/${id}`,
  write: (ctx, id, bytes) => addGalleryPicture(ctx, "account", id, bytes),
});
