import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToString, type renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  collectDocument,
  REACT_VIEW_SIZE,
  withDocumentEndLast,
  writtenPart,
} from "./byte-exact-stream.server";

type Fizz = { renderToPipeableStream: typeof renderToPipeableStream };

// Both builds of the installed react-dom: tests run the development one, the server ships the
// production one (outside the package's exports, so loaded by file).
const require = createRequire(import.meta.url);
const reactDomDir = path.dirname(require.resolve("react-dom/package.json"));
const builds: [string, Fizz][] = [
  ["development", require(path.join(reactDomDir, "cjs/react-dom-server.node.development.js")) as Fizz],
  ["production", require(path.join(reactDomDir, "cjs/react-dom-server.node.production.min.js")) as Fizz],
];

/**
 * Paragraphs of 2-, 3- and 4-byte characters behind a varying ASCII lead, so that characters of
 * every width straddle the 2 KiB views with one, two and three bytes left.
 */
function straddlingTree(): ReactElement {
  const paragraphs = Array.from({ length: 120 }, (_, n) =>
    createElement("p", { key: n }, "x".repeat(n % 4) + "Ж".repeat(40) + "—".repeat(20) + "🎮".repeat(20)),
  );
  return createElement("main", null, paragraphs);
}

/** React's writes as they came, through a bare PassThrough. */
async function renderRaw(fizz: Fizz, tree: ReactElement) {
  const destination = new PassThrough();
  const chunks: Buffer[] = [];
  destination.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => destination.on("end", resolve));
  await render(fizz, tree, destination);
  await ended;
  return Buffer.concat(chunks);
}

function render(fizz: Fizz, tree: ReactElement, destination: Writable) {
  return new Promise<void>((resolve, reject) => {
    const { pipe } = fizz.renderToPipeableStream(tree, {
      onAllReady() {
        pipe(destination);
        resolve();
      },
      onShellError: reject,
    });
  });
}

/** Lengths of the runs of 0x00 bytes in a body. */
function nulRuns(body: Buffer) {
  return (
    body
      .toString("latin1")
      .match(/\0+/g)
      ?.map((run) => run.length) ?? []
  );
}

describe.each(builds)("renderToPipeableStream of react-dom's %s build", (_name, fizz) => {
  it("leaves up to three unwritten bytes where a character did not fit its view", async () => {
    const raw = await renderRaw(fizz, straddlingTree());
    // If this fails, the installed React no longer has the bug: writtenPart can go.
    expect(new Set(nulRuns(raw))).toEqual(new Set([1, 2, 3]));
  });

  it("collects exactly the bytes of the rendered document with collectDocument", async () => {
    const tree = straddlingTree();
    const body = await new Promise<Buffer>((resolve, reject) => {
      render(fizz, tree, collectDocument(resolve)).catch(reject);
    });
    expect(body.includes(0)).toBe(false);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(body)).not.toThrow();
    expect(body.equals(Buffer.from(renderToString(tree)))).toBe(true);
  });
});

describe("writtenPart", () => {
  const view = (tail: number[]) => {
    const chunk = new Uint8Array(REACT_VIEW_SIZE).fill(0x61);
    chunk.set(tail, REACT_VIEW_SIZE - tail.length);
    return chunk;
  };

  it("returns a whole view without its zero tail, never more than three bytes of it", () => {
    expect(writtenPart(view([0x62, 0])).byteLength).toBe(REACT_VIEW_SIZE - 1);
    expect(writtenPart(view([0x62, 0, 0, 0])).byteLength).toBe(REACT_VIEW_SIZE - 3);
    expect(writtenPart(view([0, 0, 0, 0])).byteLength).toBe(REACT_VIEW_SIZE - 3);
  });

  it("passes a full view and every other chunk as they came", () => {
    const full = view([0xd0, 0xb6]);
    expect(writtenPart(full)).toBe(full);
    const short = new Uint8Array([0x61, 0]);
    expect(writtenPart(short)).toBe(short);
    const large = new Uint8Array(REACT_VIEW_SIZE + 1);
    expect(writtenPart(large)).toBe(large);
  });
});

describe("withDocumentEndLast", () => {
  const moved = (page: string) => withDocumentEndLast(Buffer.from(page)).toString();

  it("moves what comes after </html> inside <body>", () => {
    expect(moved("<html><body><main>ж</main></body></html><!--$--><script>late()</script><!--/$-->")).toBe(
      "<html><body><main>ж</main><!--$--><script>late()</script><!--/$--></body></html>",
    );
  });

  it("leaves a document that already ends with it, or has none, as it is", () => {
    const whole = Buffer.from("<html><body><p>ж</p></body></html>");
    expect(withDocumentEndLast(whole)).toBe(whole);
    expect(moved("<p>a fragment</p><p>more</p>")).toBe("<p>a fragment</p><p>more</p>");
  });
});
