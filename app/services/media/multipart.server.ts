import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";

/** Why an upload body was refused: larger than allowed, or not a readable multipart form. */
export class MultipartRefusal extends Error {
  constructor(readonly reason: "size" | "invalid") {
    super(`multipart refused: ${reason}`);
    this.name = "MultipartRefusal";
  }
}

export interface MultipartUpload {
  fields: Record<string, string>;
  /** The first non-empty file of the expected field, or null when there is none. */
  file: Buffer | null;
  /** The name the browser gave that file. */
  fileName: string | null;
}

/** Room for the part headers and the few small fields next to the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Reads one file and a few short fields of a multipart body while it streams: the file is refused
 * as soon as it passes `maxBytes`, and so is the body as a whole (other parts are discarded, but a
 * body without Content-Length could otherwise stream on for ever). Only the expected file is kept.
 */
export function readMultipartFile(
  request: Request,
  {
    field,
    maxBytes,
    fieldMaxBytes = 64,
  }: {
    field: string;
    maxBytes: number;
    /** The longest text field kept (a pasted list of keys beside its file may be long). */
    fieldMaxBytes?: number;
  },
): Promise<MultipartUpload> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body)
    return Promise.reject(new MultipartRefusal("invalid"));
  const maxBody = maxBytes + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBody)
    return Promise.reject(new MultipartRefusal("size"));

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let sawFile = false;
    let fileName: string | null = null;
    let settled = false;
    let received = 0;
    const source = Readable.fromWeb(request.body as unknown as NodeWebStream);
    const fail = (error: MultipartRefusal) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      // A malformed form is answered after the rest of its body (at most maxBody) is read:
      // destroying the request would drop the connection before the 400 goes out.
      if (error.reason === "invalid") source.resume();
      else source.destroy();
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fileSize: maxBytes, files: 1, fields: 6, fieldSize: fieldMaxBytes, parts: 8 },
      });
    } catch {
      return reject(new MultipartRefusal("invalid"));
    }
    parser.on("field", (name, value, info) => {
      // A cut field would be read as something else: the whole form is refused instead.
      if (info.valueTruncated) fail(new MultipartRefusal("size"));
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== field || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      fileName = info.filename ?? null;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new MultipartRefusal("size")));
    });
    parser.on("error", () => fail(new MultipartRefusal("invalid")));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      const file = Buffer.concat(chunks);
      resolve({ fields, file: file.length ? file : null, fileName: file.length ? fileName : null });
    });
    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBody) return;
      if (settled) source.destroy();
      else fail(new MultipartRefusal("size"));
    });
    source.on("error", () => fail(new MultipartRefusal("invalid")));
    source.pipe(parser);
  });
}
