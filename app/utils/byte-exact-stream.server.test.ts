import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough, type Writable } from "node:stream";
import { createElement, type ReactElement } from "react";
import { renderToString, type renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  createByteExactStream,
  createDocumentEndStream,
  REACT_VIEW_SIZE,
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

async function render(fizz: Fizz, tree: ReactElement, destination: Writable & NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  destination.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => destination.on("end", resolve));
  await new Promise<void>((resolve, reject) => {
    const { pipe } = fizz.renderToPipeableStream(tree, {
      onAllReady() {
        pipe(destination);
        resolve();
      },
      onShellError: reject,
    });
  });
  await ended;
  return Buffer.concat(chunks);
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
    const raw = await render(fizz, straddlingTree(), new PassThrough());
    // If this fails, the installed React no longer has the bug: createByteExactStream can go.
    expect(new Set(nulRuns(raw))).toEqual(new Set([1, 2, 3]));
  });

  it("sends exactly the bytes of the rendered document through createByteExactStream", async () => {
    const tree = straddlingTree();
    const body = await render(fizz, tree, createByteExactStream());
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

describe("createDocumentEndStream", () => {
  const through = async (chunks: string[]) => {
    const stream = createDocumentEndStream();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => stream.on("end", resolve));
    for (const chunk of chunks) stream.write(Buffer.from(chunk));
    stream.end();
    await done;
    return Buffer.concat(out).toString();
  };

  it("moves what is streamed after </html> inside <body>, wherever the writes split the end", async () => {
    const page = "<html><body><main>ж</main></body></html><!--$--><script>late()</script><!--/$-->";
    const want = "<html><body><main>ж</main><!--$--><script>late()</script><!--/$--></body></html>";
    expect(await through([page])).toBe(want);
    for (let cut = 1; cut < page.length; cut++)
      expect(await through([page.slice(0, cut), page.slice(cut)])).toBe(want);
  });

  it("passes a document without the end as it came", async () => {
    expect(await through(["<p>a fragment</p>", "<p>more</p>"])).toBe("<p>a fragment</p><p>more</p>");
  });
});
