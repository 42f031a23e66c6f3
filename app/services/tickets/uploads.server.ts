import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { and, eq, isNull, lt } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { db } from "~/db/client.server";
import { ticketFiles, tickets, type TicketFile } from "~/db/schema";
import { env } from "~/env.server";
import { canRead, canReply, type Reader } from "~/utils/ticket-access";
import { mbToBytes, type TicketFileView } from "~/utils/tickets";
import { TicketError } from "./errors.server";
import { fileView } from "./views.server";

/**
 * Ticket attachments (SPEC §5, ARCHITECTURE §6): the multipart body is streamed and refused as
 * soon as the file passes the limit (never buffered whole); the type comes from the magic bytes;
 * sharp re-encodes the image (dropping metadata and anything appended to it) and the result is
 * kept under a server-made name, served only to readers of the ticket.
 */

/** SPEC §8 VALIDATE_MAX_SIZE_MB: too large or not PNG/JPEG. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: "VALIDATE_MAX_SIZE_MB" | "UPLOAD_INVALID",
  ) {
    super(code);
  }
}

export const UPLOAD_FORMATS = "PNG, JPEG, JPG";
const MULTIPART_OVERHEAD = 64 * 1024;

export function uploadsDir() {
  return path.join(env().DATA_DIR, "uploads", "tickets");
}

interface ParsedUpload {
  fields: Record<string, string>;
  file: Buffer;
}

/** Reads one file and a few small fields, refusing a file over `maxBytes` while it streams. */
function parseMultipart(request: Request, maxBytes: number): Promise<ParsedUpload> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data") || !request.body)
    return Promise.reject(new UploadError(400, "UPLOAD_INVALID"));
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > maxBytes + MULTIPART_OVERHEAD)
    return Promise.reject(new UploadError(413, "VALIDATE_MAX_SIZE_MB"));

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let sawFile = false;
    let settled = false;
    const source = Readable.fromWeb(request.body as unknown as NodeWebStream);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      source.destroy();
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 64, parts: 6 },
      });
    } catch {
      return reject(new UploadError(400, "UPLOAD_INVALID"));
    }
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      if (name !== "file" || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(new UploadError(413, "VALIDATE_MAX_SIZE_MB")));
    });
    parser.on("error", () => fail(new UploadError(400, "UPLOAD_INVALID")));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      if (!sawFile) reject(new UploadError(400, "UPLOAD_INVALID"));
      else resolve({ fields, file: Buffer.concat(chunks) });
    });
    source.on("error", () => fail(new UploadError(400, "UPLOAD_INVALID")));
    source.pipe(parser);
  });
}

/** Re-encodes a PNG or JPEG found by its magic bytes; anything else is refused. */
async function reencode(input: Buffer) {
  const detected = await fileTypeFromBuffer(input);
  if (detected?.mime !== "image/png" && detected?.mime !== "image/jpeg")
    throw new UploadError(415, "VALIDATE_MAX_SIZE_MB");
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = sharp(input, { limitInputPixels: 40_000_000 }).rotate();
    const { data, info } = await (
      detected.mime === "image/png"
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, ext: detected.ext };
  } catch {
    // The header said image, the body did not decode.
    throw new UploadError(415, "VALIDATE_MAX_SIZE_MB");
  }
}

/** POST /api/tickets/upload: stores one attachment of the uploader (optionally for a ticket). */
export async function receiveUpload(request: Request, uploader: Reader): Promise<TicketFileView> {
  const maxBytes = mbToBytes(env().UPLOAD_MAX_MB);
  const { fields, file } = await parseMultipart(request, maxBytes);
  const ticketId = fields.ticketId ? Number(fields.ticketId) : null;
  const order = fields.order ? Number(fields.order) : 0;
  if (
    (ticketId !== null && !(Number.isInteger(ticketId) && ticketId > 0)) ||
    !(Number.isInteger(order) && order >= 0 && order < 10_000)
  )
    throw new UploadError(400, "UPLOAD_INVALID");
  if (ticketId !== null) {
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
    if (!t || !canRead(t, uploader)) throw new TicketError("NOT_FOUND");
    if (!canReply(t, uploader)) throw new TicketError("NOT_ALLOWED");
  }
  const image = await reencode(file);
  const name = `${randomBytes(16).toString("hex")}.${image.ext}`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(), name), image.data);
  const [row] = await db()
    .insert(ticketFiles)
    .values({
      ticketId,
      uploaderId: uploader.id,
      path: name,
      width: image.width,
      height: image.height,
      size: image.data.length,
      order,
    })
    .returning();
  return fileView(row);
}

/** DELETE /api/tickets/upload/{id}: only its uploader, only while it is not sent. */
export async function deleteUpload(uploader: Reader, fileId: number) {
  const [row] = await db()
    .delete(ticketFiles)
    .where(
      and(eq(ticketFiles.id, fileId), eq(ticketFiles.uploaderId, uploader.id), isNull(ticketFiles.messageId)),
    )
    .returning();
  if (!row) throw new TicketError("NOT_FOUND");
  await fs.rm(path.join(uploadsDir(), row.path), { force: true });
}

/** An attachment for a reader: an unsent one to its uploader, a sent one to readers of its ticket. */
export async function readableFile(
  reader: Reader,
  fileId: number,
): Promise<TicketFile & { absolute: string }> {
  const [row] = await db().select().from(ticketFiles).where(eq(ticketFiles.id, fileId));
  if (!row) throw new TicketError("NOT_FOUND");
  if (row.messageId === null) {
    if (row.uploaderId !== reader.id) throw new TicketError("NOT_FOUND");
  } else {
    const [t] = await db().select().from(tickets).where(eq(tickets.id, row.ticketId!));
    if (!t || !canRead(t, reader)) throw new TicketError("NOT_FOUND");
  }
  return { ...row, absolute: path.join(uploadsDir(), row.path) };
}

/** Uploads never sent within a day are removed (the periodic job). */
export async function removeAbandonedUploads(now = new Date()) {
  const rows = await db()
    .delete(ticketFiles)
    .where(
      and(
        isNull(ticketFiles.messageId),
        lt(ticketFiles.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)),
      ),
    )
    .returning();
  await Promise.all(rows.map((r) => fs.rm(path.join(uploadsDir(), r.path), { force: true })));
  return rows.length;
}
