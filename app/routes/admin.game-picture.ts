import { setGamePicture } from "~/services/catalogue/game-writes.server";
import { consoleUploadAction } from "~/services/media/console-upload.server";

/**
 * POST /admin/games/{id}/picture (multipart, field `picture`): stores a game's picture and goes
 * back to the game's page, with `?picture=1` or `?pictureError=<why>`.
 */
export const action = consoleUploadAction({
  permission: "catalogue.edit",
  field: "picture",
  backTo: (id) => `/admin/games/${id}`,
  write: setGamePicture,
});
