import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, lt, sum } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ticketFiles, tickets, users, type TicketFile } from "~/db/schema";
import { env } from "~/env.server";
import { ImageRefusal, reencodeImage } from "~/services/media/image-pipeline.server";
import { MultipartRefusal, readMultipartFile } from "~/services/media/multipart.server";
import { consume } from "~/services/rate-limit.server";
import { storage } from "~/services/storage/store.server";
import { parseId } from "~/utils/ids";
import { canRead, canReply, type Reader } from "~/utils/ticket-access";
import { mbToBytes, type TicketFileView } from "~/utils/tickets";
import { TicketError } from "./errors.server";
import { fileView } from "./views.server";

/**
 * Ticket attachments (SPEC §5, ARCHITECTURE §6): the multipart body is streamed and refused as
 * soon as the file passes the limit (never buffered whole); the image pipeline checks the type by
 * magic bytes and the dimensions by the header before decoding, and re-encodes the picture
 * (dropping metadata and anything appended to it); the result is kept under a server-made name,
 * served only to readers of the ticket. Each user has a rate of uploads and a quota of unsent ones,
 * so nobody can fill the disk or keep the decoder busy.
 */

export type UploadErrorCode =
  /** SPEC §8: too large in bytes, or not PNG/JPEG. */
  | "VALIDATE_MAX_SIZE_MB"
  /** Too many pixels for its header (IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS). */
  | "VALIDATE_MAX_PIXELS"
  | "UPLOAD_INVALID"
  /** More uploads in 10 minutes than UPLOAD_LIMIT_PER_10_MINUTES. */
  | "UPLOAD_TOO_MANY_REQUESTS"
  /** The unsent uploads would pass UPLOAD_UNSENT_MAX_FILES or UPLOAD_UNSENT_MAX_MB. */
  | "UPLOAD_QUOTA_EXCEEDED"
  /** Too many pictures waiting to be decoded in this process. */
  | "UPLOAD_BUSY";

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 409 | 413 | 415 | 429 | 503,
    readonly code: UploadErrorCode,
  ) {
    super(code);
  }
}

export const UPLOAD_FORMATS = "PNG, JPEG, JPG";

/** Where an attachment is kept in the store: private, read only through readableFile. */
export const attachmentKey = (file: Pick<TicketFile, "path">) => `uploads/tickets/${file.path}`;

const uploadRule = () => ({
  name: "ticket-upload",
  points: env().UPLOAD_LIMIT_PER_10_MINUTES,
  durationSeconds: 600,
});

type Db = ReturnType<typeof db>;

/** Refuses when the uploader's unsent files, plus `adding` bytes, would pass the quota. */
async function checkUnsentQuota(tx: Pick<Db, "select">, uploaderId: number, adding: number) {
  const [row] = await tx
    .select({ files: count(), bytes: sum(ticketFiles.size) })
    .from(ticketFiles)
    .where(and(eq(ticketFiles.uploaderId, uploaderId), isNull(ticketFiles.messageId)));
  const limits = env();
  if (
    row.files + 1 > limits.UPLOAD_UNSENT_MAX_FILES ||
    Number(row.bytes ?? 0) + adding > mbToBytes(limits.UPLOAD_UNSENT_MAX_MB)
  )
    throw new UploadError(409, "UPLOAD_QUOTA_EXCEEDED");
}

/** The pipeline's refusals in the terms of SPEC §8 (a wrong format is VALIDATE_MAX_SIZE_MB). */
async function reencode(file: Buffer) {
  try {
    return await reencodeImage(file);
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    if (error.reason === "dimensions") throw new UploadError(413, "VALIDATE_MAX_PIXELS");
    if (error.reason === "busy") throw new UploadError(503, "UPLOAD_BUSY");
    throw new UploadError(415, "VALIDATE_MAX_SIZE_MB");
  }
}

/** POST /api/tickets/upload: stores one attachment of the uploader (optionally for a ticket). */
export async function receiveUpload(request: Request, uploader: Reader): Promise<TicketFileView> {
  // Both checks come before the body is read, so a refused upload costs no parsing or decoding.
  if (!(await consume([{ rule: uploadRule(), key: String(uploader.id) }])))
    throw new UploadError(429, "UPLOAD_TOO_MANY_REQUESTS");
  await checkUnsentQuota(db(), uploader.id, 0);
  let fields: Record<string, string>;
  let file: Buffer | null;
  try {
    ({ fields, file } = await readMultipartFile(request, {
      field: "file",
      maxBytes: mbToBytes(env().UPLOAD_MAX_MB),
    }));
  } catch (error) {
    if (!(error instanceof MultipartRefusal)) throw error;
    throw error.reason === "size"
      ? new UploadError(413, "VALIDATE_MAX_SIZE_MB")
      : new UploadError(400, "UPLOAD_INVALID");
  }
  if (!file) throw new UploadError(400, "UPLOAD_INVALID");
  // An id beyond the integer column's range is refused here: Postgres would fail the query.
  const ticketId = fields.ticketId ? parseId(fields.ticketId) : null;
  const order = fields.order ? Number(fields.order) : 0;
  if ((fields.ticketId && ticketId === null) || !(Number.isInteger(order) && order >= 0 && order < 10_000))
    throw new UploadError(400, "UPLOAD_INVALID");
  if (ticketId !== null) {
    const [t] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
    if (!t || !canRead(t, uploader)) throw new TicketError("NOT_FOUND");
    if (!canReply(t, uploader)) throw new TicketError("NOT_ALLOWED");
  }
  const image = await reencode(file);
  const name = `${randomBytes(16).toString("hex")}.${image.ext}`;
  const key = attachmentKey({ path: name });
  // Stored before the transaction, so a bucket's round trip never holds the uploader's row lock;
  // removed again if the transaction refuses it.
  await storage().put(key, image.data, image.ext === "png" ? "image/png" : "image/jpeg");
  try {
    const row = await db().transaction(async (tx) => {
      // Uploads of one user racing each other take turns here, so together they keep to the quota.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, uploader.id)).for("update");
      await checkUnsentQuota(tx, uploader.id, image.data.length);
      const [inserted] = await tx
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
      return inserted;
    });
    return fileView(row);
  } catch (error) {
    // The refusal is what the uploader needs to hear, not a failed clean-up.
    await storage()
      .delete([key])
      .catch(() => undefined);
    throw error;
  }
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
  await storage().delete([attachmentKey(row)]);
}

/** An attachment for a reader: an unsent one to its uploader, a sent one to readers of its ticket. */
export async function readableFile(reader: Reader, fileId: number): Promise<TicketFile> {
  const [row] = await db().select().from(ticketFiles).where(eq(ticketFiles.id, fileId));
  if (!row) throw new TicketError("NOT_FOUND");
  if (row.messageId === null) {
    if (row.uploaderId !== reader.id) throw new TicketError("NOT_FOUND");
  } else {
    const [t] = await db().select().from(tickets).where(eq(tickets.id, row.ticketId!));
    if (!t || !canRead(t, reader)) throw new TicketError("NOT_FOUND");
  }
  return row;
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
  await storage().delete(rows.map(attachmentKey));
  return rows.length;
}
