import { CONSOLE_IMAGE_MAX_BYTES } from "../media/console-images.server";
import { MultipartRefusal, readMultipartFile } from "../media/multipart.server";

/** Whether a post is a multipart form (one that carries a file). */
export function isMultipart(request: Request) {
  return (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

/**
 * The new-product form sent with its optional card picture (field `picture`): its text fields as
 * FormData and the picture's bytes, read while the body streams and refused as soon as the file
 * passes the console's upload limit — then nothing is created and the form says why.
 */
export async function readNewProductForm(
  request: Request,
): Promise<{ fields: FormData; picture: Buffer | null } | { refused: "size" | "format" }> {
  try {
    const { fields, file } = await readMultipartFile(request, {
      field: "picture",
      maxBytes: CONSOLE_IMAGE_MAX_BYTES,
      // A name of 80 characters in Cyrillic is 160 bytes.
      fieldMaxBytes: 512,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return { fields: form, picture: file };
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    return { refused: error.reason === "size" ? "size" : "format" };
  }
}
