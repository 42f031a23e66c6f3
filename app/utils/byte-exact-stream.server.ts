import { Transform } from "node:stream";

/**
 * The buffer react-dom 18.3.1's Node renderer fills before it writes (VIEW_SIZE in
 * react-dom-server.node.*.js). A view it gives up on early is still written whole, so this is
 * the only chunk length that can carry its unwritten bytes (decision 0014).
 */
export const REACT_VIEW_SIZE = 2048;

/**
 * A UTF-8 character takes at most 4 bytes: when the next one does not fit, at most 3 bytes of the
 * view are left unwritten (still zero).
 */
const MAX_UNWRITTEN_BYTES = 3;

/**
 * The bytes React meant to send in one write: a whole view loses its zero tail (React's unwritten
 * bytes); every other chunk is returned as it came.
 */
export function writtenPart<T extends Uint8Array>(chunk: T): T {
  if (chunk.byteLength !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.byteLength;
  while (end > chunk.byteLength - MAX_UNWRITTEN_BYTES && chunk[end - 1] === 0) end--;
  return end === chunk.byteLength ? chunk : (chunk.subarray(0, end) as T);
}

/**
 * The destination for `renderToPipeableStream(...).pipe()`: passes React's writes on one by one,
 * without the stray U+0000 bytes React 18 leaves where a multi-byte character did not fit its
 * buffer (react#27554, fixed upstream only in React 19).
 */
export function createByteExactStream(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      callback(null, writtenPart(chunk));
    },
  });
}
