import { consoleUploadAction } from "~/services/media/console-upload.server";
import { setSlidePicture } from "~/services/settings-writes.server";

/**
 * POST /admin/settings/slides/{n}/picture (multipart, field `picture`): the picture of home slide
 * n (1–4), for both sites; back to the settings with `?slide=n&picture=1` or `&pictureError=<why>`.
 */
export const action = consoleUploadAction({
  permission: "settings.edit",
  param: "n",
  field: "picture",
  backTo: (n) => `/admin/settings?slide=${n}`,
  write: setSlidePicture,
});
