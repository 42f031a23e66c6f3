import { Writable } from "node:stream";

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

const DOCUMENT_END = Buffer.from("</body></html>");

/**
 * The document with its closing `</body></html>` moved to the end. Remix streams its data scripts
 * (and React its late Suspense parts) after the root element, which is <html> itself: sent as
 * they come they would follow `</html>`, which HTML does not allow (issue 36's checker run); kept
 * inside <body>, the page is the same to a browser and valid.
 */
export function withDocumentEndLast(document: Buffer): Buffer {
  const at = document.indexOf(DOCUMENT_END);
  if (at === -1 || at === document.length - DOCUMENT_END.length) return document;
  return Buffer.concat([document.subarray(0, at), document.subarray(at + DOCUMENT_END.length), DOCUMENT_END]);
}

/**
 * The destination for `renderToPipeableStream(...).pipe()` once the whole page is ready: keeps
 * React's writes without the stray U+0000 bytes React 18 leaves where a multi-byte character did
 * not fit its buffer (react#27554, fixed upstream only in React 19), and hands over the document
 * as one buffer when React ends it. One buffer, not React's forty-odd 2 KiB views piped through
 * transforms and a web stream: the response (and its compression) then writes once (decision 0038).
 */
export function collectDocument(onDocument: (document: Buffer) => void): Writable {
  const parts: Uint8Array[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      parts.push(writtenPart(chunk));
      callback();
    },
    final(callback) {
      onDocument(withDocumentEndLast(Buffer.concat(parts)));
      callback();
    },
  });
}
