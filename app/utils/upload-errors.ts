/**
 * Why a console picture upload was refused, as the upload routes report it back in
 * `?<field>Error=` (services/media/console-upload.server.ts); each has a translation under
 * `console.games.pictureErrors`.
 */
export const PICTURE_ERRORS = ["size", "format", "dimensions", "unreadable", "busy", "required"] as const;
export type PictureError = (typeof PICTURE_ERRORS)[number];

/** The refusal a page's query reports for an upload field, or null (unknown values are ignored). */
export function pictureErrorOf(query: URLSearchParams, field: string): PictureError | null {
  const value = query.get(`${field}Error`);
  return PICTURE_ERRORS.find((code) => code === value) ?? null;
}
