import { addGalleryPicture } from "~/services/catalogue/gallery-writes.server";
import { consoleUploadAction } from "~/services/media/console-upload.server";

/**
 * POST /admin/cheats/{id}/screenshots (multipart, field `screenshot`): adds a picture at the end
 * of a product's gallery; back to the product's page with `?screenshot=1` or `?screenshotError=`.
 */
export const action = consoleUploadAction({
  permission: "catalogue.edit",
  field: "screenshot",
  backTo: (id) => `/admin/cheats/${id}`,
  write: (ctx, id, bytes) => addGalleryPicture(ctx, "cheat", id, bytes),
});
