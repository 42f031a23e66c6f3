import { setProductPicture } from "~/services/catalogue/product-picture.server";
import { consoleUploadAction } from "~/services/media/console-upload.server";

/**
 * POST /admin/cheats/{id}/picture (multipart, field `picture`): a product's card picture; back to
 * the product's page with `?picture=1` or `?pictureError=<why>`.
 */
export const action = consoleUploadAction({
  permission: "catalogue.edit",
  field: "picture",
  backTo: (id) => `/admin/cheats/${id}`,
  write: setProductPicture,
});
