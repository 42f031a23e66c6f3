// Every page of the sitemap, in both languages, as the production server sends it — and the
// console's, the profile's and the error pages as their people see them: valid HTML by the W3C Nu
// HTML Checker (vnu-jar, run once over all pages), headings that never skip a level,
// and the first picture of the page's content asked for eagerly and first (issue 36, decision
// 0036). One database is enough: the markup does not depend on it.
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeActor, startLiveServer, type Actor, type LiveServer } from "../support/live-server";
import { testDatabases } from "../support/databases";
import { requireProductionBuild } from "../support/production-build";

const run = promisify(execFile);
/** The checker itself, from the vnu-jar package (run with the machine's Java, never a downloaded one). */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe("the sitemap's pages by the web's standards", () => {
  let server: LiveServer;
  let dir: string;
  /** Each sitemap page's path and its HTML, in sitemap order. */
  const pages: { path: string; html: string }[] = [];
  /** Pages no sitemap lists, as the people who see them: the console, the profile, error pages. */
  const others: { path: string; html: string }[] = [];

  beforeAll(async () => {
    requireProductionBuild();
    server = await startLiveServer(testDatabases()[0].name, {}, { seeded: true });
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    // The sitemap names the public origin, which need not be the address this server listens on.
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
      const u = new URL(loc.replaceAll("&amp;", "&"));
      return u.pathname + u.search;
    });
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const p = paths[next++];
        const response = await fetch(server.url + p);
        expect(response.status, p).toBe(200);
        pages.push({ path: p, html: await response.text() });
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    const [owner, support, client] = await Promise.all([
      makeActor("owner"),
      makeActor("techsupport"),
      makeActor("client"),
    ]);
    const seen: [Actor | null, string, number][] = [
      ...[
        "/admin",
        "/admin/cheats",
        "/admin/cheats/1",
        "/admin/games",
        "/admin/games/1",
        "/admin/accounts",
        "/admin/problems",
        "/admin/orders",
        "/admin/stock",
        "/admin/customers",
        "/admin/settings",
        "/admin/audit",
        "/admin/replies",
        "/admin/tokens",
        "/admin/promotions",
        "/admin/search?q=ember",
        "/en/admin",
        "/en/admin/cheats/1",
        "/en/admin/orders",
      ].map((p): [Actor, string, number] => [owner, p, 200]),
      [support, "/profile/techsupport", 200],
      [support, "/en/admin/cheats", 200],
      ...["/profile/personal", "/profile/bonuses", "/profile/tickets", "/en/profile/personal"].map(
        (p): [Actor, string, number] => [client, p, 200],
      ),
      // Error pages: a path nobody serves, a console section the role may not open, an unknown id.
      [null, "/no-such-page", 404],
      [null, "/en/no-such-page", 404],
      [support, "/admin/orders", 403],
      [owner, "/en/admin/cheats/2147483000", 404],
    ];
    for (const [actor, p, status] of seen) {
      const response = await fetch(server.url + p, { headers: actor ? { Cookie: actor.cookie } : {} });
      expect([p, response.status]).toEqual([p, status]);
      others.push({ path: p, html: await response.text() });
    }
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "html-standards-"));
  });
  afterAll(async () => {
    await server?.stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  it("has pages of both languages to check", () => {
    expect(pages.filter((p) => p.path === "/en" || p.path.startsWith("/en/")).length).toBeGreaterThan(30);
    expect(pages.filter((p) => p.path !== "/en" && !p.path.startsWith("/en/")).length).toBeGreaterThan(30);
  });

  it("every page is valid HTML by the W3C Nu HTML Checker", { timeout: 180_000 }, async () => {
    const fileOf = new Map<string, string>();
    await Promise.all(
      [...pages, ...others].map(async ({ path: p, html }, index) => {
        const file = path.join(dir, `${index}.html`);
        fileOf.set(`file:${file}`, p);
        await fs.writeFile(file, html);
      }),
    );
    // One Java run over every page (a start per page would cost a second each). The checker writes
    // its JSON report to stderr and exits non-zero when it found errors: both are read here.
    const { stderr } = await run(
      "java",
      ["-Xss8m", "-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", dir],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { code?: string; stderr?: string }) => {
      if (error.code === "ENOENT")
        throw new Error("Java is needed for the HTML check (Debian: apt-get install default-jre-headless)");
      return { stderr: error.stderr ?? String(error) };
    });
    const report = JSON.parse(stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map(
        (m) => `${fileOf.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message} — ${m.extract?.trim() ?? ""}`,
      );
    expect(errors).toEqual([]);
  });

  it("no page skips a heading level on the way down, and each has one h1", () => {
    const faults: string[] = [];
    for (const { path: p, html } of pages) {
      const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map(([, level]) => Number(level));
      if (levels.filter((level) => level === 1).length !== 1)
        faults.push(`${p}: ${levels.filter((level) => level === 1).length} h1`);
      levels.forEach((level, i) => {
        const before = i === 0 ? 0 : levels[i - 1];
        if (level > before + 1) faults.push(`${p}: h${before} then h${level}`);
      });
    }
    expect(faults).toEqual([]);
  });

  it("asks for the stylesheet first, then the fonts of its language, then the scripts", () => {
    const faults: string[] = [];
    for (const { path: p, html } of pages) {
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheet = head.search(/<link rel="stylesheet"/);
      const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)];
      const firstScript = html.search(/<link rel="modulepreload"/);
      if (stylesheet === -1 || fonts.some((font) => font.index! < stylesheet))
        faults.push(`${p}: a font asked for before the stylesheet`);
      if (firstScript !== -1 && fonts.some((font) => font.index! > firstScript))
        faults.push(`${p}: a font asked for after the scripts`);
      // Prices in roubles: the sign's own small face on Russian pages only (decision 0038).
      const ruble = fonts.some(([, href]) => href.includes("inter-ruble"));
      const english = p === "/en" || /^\/en[/?]/.test(p);
      if (ruble === english) faults.push(`${p}: ruble face preloaded: ${ruble}`);
    }
    expect(faults).toEqual([]);
  });

  it("the first picture of a page's content is loaded eagerly and first", () => {
    const faults: string[] = [];
    for (const { path: p, html } of pages) {
      // The first <img> inside <main> (a regex: parsing 286 pages as documents took 10 s); the
      // footer's logo after it is no picture of the content.
      const main = html.indexOf("<main");
      const content = main === -1 ? "" : html.slice(main, html.indexOf("</main>", main));
      const first = /<img\b[^>]*>/.exec(content)?.[0];
      if (!first) continue;
      if (/\sloading="lazy"/.test(first) || !/\sfetchpriority="high"/.test(first))
        faults.push(`${p}: ${first.slice(0, 160)}`);
    }
    expect(faults).toEqual([]);
  });
});
