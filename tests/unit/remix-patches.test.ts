import fs from "node:fs";
import { createRequire } from "node:module";
import vm from "node:vm";
import { createElement, type FunctionComponent } from "react";
import type * as StaticServer from "react-router-dom/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// patches/@remix-run+react+2.17.5.patch: what Remix writes into every page, leaner (decision 0038).
// The server renders with the CommonJS build, the browser runs the ESM one.
const require = createRequire(import.meta.url);
const cjs = (file: string) => require.resolve(`@remix-run/react/dist/${file}`);
const esm = (file: string) => cjs(file).replace(/dist\/([\w-]+\.js)$/, "dist/esm/$1");

/** The inline script Remix writes for a chunk of the page's data stream. */
function streamScript(value: string) {
  const { StreamTransfer } = require(cjs("single-fetch.js")) as {
    StreamTransfer: FunctionComponent<Record<string, unknown>>;
  };
  const chunk = Object.assign(Promise.resolve(), { result: { done: true, value } });
  const html = renderToStaticMarkup(
    createElement(StreamTransfer, {
      context: { renderMeta: { didRenderScripts: true, streamCache: { 0: chunk } } },
      identifier: 0,
      reader: null,
      textDecoder: null,
    }),
  );
  return /^<script>(.*?)<\/script>/s.exec(html)![1];
}

describe("the route objects of a render", () => {
  it("are converted once per route array, not on every render", () => {
    // patches/react-router-dom+6.30.4.patch; Remix hands every render the same array (server.js above).
    const server = require("react-router-dom/server") as typeof StaticServer;
    const routes = [{ id: "root", path: "/", children: [{ id: "home", index: true }] }];
    const context = { matches: [], loaderData: {}, actionData: null, errors: null } as never;
    const first = server.createStaticRouter(routes, context).routes;
    expect(server.createStaticRouter(routes, context).routes).toBe(first);
    expect(first[0].children![0].id).toBe("home");
    // Another array (a new build in development) is converted anew.
    expect(server.createStaticRouter([...routes], context).routes).not.toBe(first);
    for (const file of [
      require.resolve("react-router-dom/server"),
      require.resolve("react-router-dom/server").replace(/\.js$/, ".mjs"),
    ])
      expect(fs.readFileSync(file, "utf8"), file).toContain("nocturn: data routes kept per route array");
  });
});

describe("Remix's inline scripts", () => {
  it("hands the browser the data stream exactly, quoted without escaping every double quote", () => {
    const value =
      `[{"_1":2},"title","Он сказал: \\"привет\\"",'single' and \\\\ back\\slash,` +
      `"line\nbreak\r\u2028\u2029","</script><!--<script>","a & b > c"]`;
    const script = streamScript(value);
    let received: string | undefined;
    const window = {
      __remixContext: { streamController: { enqueue: (chunk: string) => (received = chunk) } },
    };
    vm.runInNewContext(script, { window });
    expect(received).toBe(value);
    // Nothing in it can end the script element or the line early.
    expect(script).not.toMatch(/<\/script|<!--|[\n\r\u2028\u2029]/i);
    // The double quotes of the JSON go as they are.
    expect(script).toContain(`enqueue('[{"_1":2},"title",`);
  });

  it("is in place in both builds: data in single quotes, links discovered by their href, no indentation", () => {
    const marks: [string, string[]][] = [
      ["single-fetch.js", ["nocturn: the stream's JSON in single quotes"]],
      ["components.js", ["nocturn: links discovered by their href", "nocturn: inline manifest unindented"]],
      ["fog-of-war.js", ["nocturn: links discovered by their href"]],
      ["scroll-restoration.js", ["nocturn: the inline script without its source's line breaks"]],
      ["server.js", ["nocturn: route objects kept between requests"]],
    ];
    for (const [file, expected] of marks)
      for (const build of [cjs(file), esm(file)])
        for (const mark of expected) expect(fs.readFileSync(build, "utf8"), build).toContain(mark);
  });
});
