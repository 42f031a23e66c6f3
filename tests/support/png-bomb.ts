import zlib from "node:zlib";

/**
 * A valid black RGB PNG of `width`×`height` that is tiny on the wire (16 000² is about 750 KB, yet
 * 768 MB once decoded): a decompression bomb. Deflating the whole image would take seconds, so one
 * slice of rows is deflated and its byte-aligned blocks are repeated; each copy only refers back
 * to zeros, which is what precedes it.
 */
export function pngBomb(width: number, height: number): Buffer {
  const rowBytes = 1 + width * 3;
  const rowsPerSlice = Math.min(height, Math.max(1, Math.floor((4 * 1024 * 1024) / rowBytes)));
  const slice = zlib.deflateRawSync(Buffer.alloc(rowBytes * rowsPerSlice), {
    level: 9,
    finishFlush: zlib.constants.Z_SYNC_FLUSH,
  });
  const remainder = height % rowsPerSlice;
  const parts = Array<Buffer>(Math.floor(height / rowsPerSlice)).fill(slice);
  if (remainder)
    parts.push(
      zlib.deflateRawSync(Buffer.alloc(rowBytes * remainder), { finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    );
  // Adler-32 of n zero bytes: a stays 1, b grows by 1 per byte.
  const total = rowBytes * height;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((total % 65521) << 16) | 1) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0xda]), ...parts, Buffer.from([0x03, 0x00]), adler]);

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
  return Buffer.concat([head, data, crc]);
}
