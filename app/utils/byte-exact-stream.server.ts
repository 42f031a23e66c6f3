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

const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * Holds the document's closing `</body></html>` back to the end of the stream. Remix streams its
 * data scripts (and React its late Suspense parts) after the root element, which is <html>
 * itself: sent as they come they would follow `</html>`, which HTML does not allow (issue 36's
 * checker run); kept inside <body>, the page is the same to a browser and valid.
 */
export function createDocumentEndStream(): Transform {
  let tail = Buffer.alloc(0);
  let closed = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (closed) return callback(null, chunk);
      const data = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      const at = data.indexOf(DOCUMENT_END);
      if (at !== -1) {
        closed = true;
        tail = Buffer.alloc(0);
        return callback(null, Buffer.concat([data.subarray(0, at), data.subarray(at + DOCUMENT_END.length)]));
      }
      // The end may be split between two writes: the last bytes wait for the next one (copied, as
      // the writer may reuse its buffer).
      const keep = Math.min(DOCUMENT_END.length - 1, data.length);
      tail = Buffer.from(data.subarray(data.length - keep));
      callback(null, data.subarray(0, data.length - keep));
    },
    flush(callback) {
      callback(null, closed ? Buffer.concat([tail, DOCUMENT_END]) : tail);
    },
  });
}
