import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp, type SharpOptions } from "sharp";
import { env } from "~/env.server";
import { singleton } from "~/utils/singleton.server";
import { DecodeQueueFull, DecodeSlots } from "./decode-slots.server";

/**
 * The one way an uploaded picture (avatar, ticket attachment, console image) is read: the type
 * comes from the magic bytes, the dimensions from the header (sharp's metadata parses headers only,
 * it decodes no pixels), and only a picture within the limits is decoded, inside a decode slot,
 * with libvips' own pixel limit as a second guard. Each caller then re-encodes it, which drops
 * metadata and anything appended to the file.
 */

// Every upload is a different picture, so libvips' operation cache never hits; it would only keep
// up to 50 MB of decoded results alive after each request. The thread count stays libvips' default:
// a one-vCPU machine gets one thread anyway, and the decode slots, not the threads, bound memory.
sharp.cache(false);

export type ImageFormat = "png" | "jpeg";

/** Why a picture was refused: not PNG/JPEG, too many pixels, does not decode, or too many decodes waiting. */
export type ImageRefusalReason = "format" | "dimensions" | "unreadable" | "busy";

export class ImageRefusal extends Error {
  constructor(readonly reason: ImageRefusalReason) {
    super(`image refused: ${reason}`);
    this.name = "ImageRefusal";
  }
}

export interface ImageLimits {
  maxSide: number;
  maxPixels: number;
}

/** The configured dimension limits (IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS). */
export function imageLimits(): ImageLimits {
  const e = env();
  return { maxSide: e.IMAGE_MAX_SIDE, maxPixels: e.IMAGE_MAX_PIXELS };
}

export interface ImageHeader {
  format: ImageFormat;
  ext: "png" | "jpg";
  width: number;
  height: number;
}

/** Decodes waiting beyond the running ones; more are refused as busy. */
const DECODE_QUEUE_LIMIT = 16;
const slots = singleton("imageDecodeSlots", () => new DecodeSlots(DECODE_QUEUE_LIMIT));

/** Type and dimensions of an upload, read without decoding it; refuses what the limits do not allow. */
export async function inspectImage(bytes: Uint8Array, limits = imageLimits()): Promise<ImageHeader> {
  const type = await fileTypeFromBuffer(bytes);
  const format = type?.mime === "image/png" ? "png" : type?.mime === "image/jpeg" ? "jpeg" : null;
  if (!format) throw new ImageRefusal("format");
  let width: number | undefined;
  let height: number | undefined;
  try {
    // No pixel limit here: sharp's own would refuse a huge header as unreadable, and this is the
    // place that tells a too-large picture apart.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw new ImageRefusal("unreadable");
  }
  if (!width || !height) throw new ImageRefusal("unreadable");
  if (Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels)
    throw new ImageRefusal("dimensions");
  return { format, ext: format === "png" ? "png" : "jpg", width, height };
}

/**
 * Checks an upload's header, then hands `work` a decoder of it (EXIF orientation applied) inside a
 * decode slot. `work` should only run sharp: whatever it throws is reported as an unreadable image.
 */
export async function decodeImage<T>(
  bytes: Uint8Array,
  work: (image: Sharp, header: ImageHeader) => Promise<T>,
  options: { failOn?: SharpOptions["failOn"] } = {},
): Promise<T> {
  const limits = imageLimits();
  const header = await inspectImage(bytes, limits);
  try {
    return await slots.run(env().IMAGE_DECODE_CONCURRENCY, () =>
      work(
        sharp(bytes, {
          limitInputPixels: limits.maxPixels,
          sequentialRead: true,
          failOn: options.failOn ?? "warning",
        }).rotate(),
        header,
      ),
    );
  } catch (error) {
    if (error instanceof DecodeQueueFull) throw new ImageRefusal("busy");
    throw new ImageRefusal("unreadable");
  }
}

/** Re-encodes an upload in its own format (PNG stays PNG, JPEG stays JPEG), without metadata. */
export function reencodeImage(bytes: Uint8Array) {
  return decodeImage(bytes, async (image, header) => {
    const encoded =
      header.format === "png"
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, ext: header.ext };
  });
}

/**
 * A narrower copy of one of the shop's own stored pictures (the `srcset` variants of
 * server/media-variants.ts), in the file's own format, inside a decode slot like every decode.
 * The file was written by the shop, so it is not inspected as an upload is.
 */
export async function scaleStoredPicture(
  bytes: Buffer,
  format: "webp" | "jpg",
  width: number,
): Promise<Buffer> {
  return slots.run(env().IMAGE_DECODE_CONCURRENCY, () => {
    const image = sharp(bytes).resize({ width, withoutEnlargement: true });
    const encoded =
      format === "webp" ? image.webp({ quality: 80 }) : image.jpeg({ quality: 82, mozjpeg: true });
    return encoded.toBuffer();
  });
}
