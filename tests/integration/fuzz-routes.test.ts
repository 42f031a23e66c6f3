// Hostile input against the production server: every route of app/routes.ts and every client event
// of the live socket gets NUL bytes, ids beyond the database's integer range, malformed escapes,
// unknown body types, broken JSON and wrong methods. Whatever it is, the answer is a 4xx (or an
// ordinary page), never a 5xx, and the server logs no error for it (decision 0015, "Bad input").
//
// Pages are requested as HTML documents by an anonymous visitor of the Russian mount; the English
// mount, the signed-in client and the rarer methods use the `.data` variant of the same URL (the same
// loaders and actions without the HTML render), which keeps the run near half a minute. Identical
// cases are sent once.
import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import type { ServerBuild } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { accounts, cheats, games, problems, ticketMessages } from "~/db/schema";
import type { ClientToServerEvents } from "~/utils/ticket-events";
import routeConfig from "../../app/routes";
import {
  ask,
  connect,
  connected,
  makeActor,
  startLiveServer,
  type Actor,
  type LiveServer,
} from "../support/live-server";
import { tr } from "../support/locales";
import { requireProductionBuild } from "../support/production-build";
import { rawRequest, type RawResponse } from "../support/raw-http";

const NUL = "\u0000";
const BEL = "\u0007";
/** Beyond every integer type (and JavaScript's safe integers). */
const HUGE = 1e20;

/** Values every dynamic path segment is tried with (as they appear in the URL). */
const BAD_SEGMENTS = [
  "%00",
  "a%00b",
  "99999999999999999999",
  "2147483648",
  "-1",
  "0",
  "1e309",
  "x".repeat(3000),
  "%E0%A4%A",
  "..%2F..%2Fetc",
];

/** Query strings every route is tried with: every parameter a loader reads, with bad values. */
const BAD_QUERIES = [
  "?q=%00&query=%00&search=%00&page=99999999999999&lang=xx&language=xx&category=%00&status=%00" +
    "&sessionId=%00&ticket=99999999999999999999,-1&redirectTo=%00&order=%00&edit=%00&confirm=%00" +
    "&state=%00&code=%00&device_id=%00&emailChanged=%00&error=%00&openid.mode=%00&openid.claimed_id=%00",
  `?q=a%00b&search=a%00b&page=-1&lang=en&status=99999999999999999999&ticket=1e309&sessionId=${"x".repeat(3000)}`,
  "?q=%E0%A4%A&search=%E0%A4%A&page=1e309&category=..%2F..%2Fetc&redirectTo=%2F%2Fevil.example",
];

/** Source files under `dir`, recursively. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/**
 * Every query parameter some loader may read, found in the source (`….get("name")`, and the
 * filter helpers' `(query, "name")`), so a filter added tomorrow is fuzzed without a list to update.
 */
function queryParameterNames(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles("app")) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(
      /\.get(?:All)?\("([a-z][\w.]*)"\)|\((?:query|params|searchParams), "([a-z][\w.]*)"/g,
    ))
      names.add(match[1] ?? match[2]);
  }
  return [...names].sort();
}

/** Every parameter at once with a NUL, then with other control characters around real words. */
function hostileQueries(names: string[]) {
  return [
    `?${names.map((name) => `${name}=%00`).join("&")}`,
    `?${names.map((name) => `${name}=a%00b%01%1F%7F`).join("&")}&page=1`,
  ];
}

/** Every field an action reads, with a hostile value. */
const HOSTILE_FIELDS: Record<string, unknown> = {
  email: `a${NUL}b@example.test`,
  login: `lo${NUL}gin`,
  lang: "xx",
  token: NUL,
  redirectTo: `/${NUL}`,
  intent: "reply",
  ticketId: HUGE,
  fileId: -1,
  order: "1e309",
  subject: NUL,
  message: `${NUL}hello hello hello`,
  text: `why ${NUL}`,
  sessionId: NUL,
  clientId: NUL,
  files: [HUGE, -1],
  termOfUse: "on",
  personalData: "on",
  terms: "on",
  personal: "on",
  subscription: `{"endpoint":"https://push.example/${NUL}","keys":{"p256dh":"${NUL.repeat(12)}","auth":"${NUL.repeat(12)}"}}`,
  endpoint: NUL,
  amount: "1e309",
  option: "99999999999999999999",
  value: NUL,
  confirm: "on",
};

/**
 * Fields every action accepts, so that a body with one hostile field gets past the others and
 * carries that one as deep as it goes (`ticketId` becomes a ticket of the signed-in client).
 */
const PLAUSIBLE_FIELDS: Record<string, string> = {
  email: "fuzz.tester@example.test",
  login: "fuzztester",
  lang: "en",
  token: "x".repeat(43),
  redirectTo: "/",
  intent: "reply",
  ticketId: "1",
  order: "0",
  subject: "anotherQuestion",
  message: "Hello there, a question about the loader",
  text: "How do I install it?",
  sessionId: "00000000-0000-4000-8000-000000000000",
  clientId: "00000000-0000-4000-8000-000000000001",
  termOfUse: "on",
  personalData: "on",
  terms: "on",
  personal: "on",
  amount: "100",
  option: "1",
  value: "true",
  confirm: "on",
};

/** What each plausible field becomes in its hostile variant: a NUL inside, or an id out of range. */
function hostileVariant(name: string, value: string) {
  return /^\d+$/.test(value) ? "2147483648" : `${value.slice(0, 3)}${NUL}${value.slice(3)}`;
}

/** The same fields with the wrong types. */
const WRONG_TYPES: Record<string, unknown> = {
  email: { $ne: null },
  login: [1, 2],
  lang: null,
  token: 12,
  intent: ["create"],
  ticketId: [1],
  subject: false,
  message: { text: "x" },
  text: null,
  sessionId: [],
  files: "1,2",
  subscription: { endpoint: 5 },
  endpoint: [],
  amount: -1,
  option: [],
};

const formBody = (fields: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** A real 1×1 PNG: the upload routes get past the image checks to the fields beside it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function multipartBody(fields: Record<string, unknown>) {
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const parts: (string | Buffer)[] = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
  );
  for (const name of ["file", "avatar"])
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a${NUL}.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
      PNG,
      "\r\n",
    );
  parts.push(`--${boundary}--\r\n`);
  return { boundary, body: Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : p))) };
}

interface Body {
  name: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const JSON_TYPE = { "Content-Type": "application/json" };
const multipart = multipartBody(HOSTILE_FIELDS);
const HOSTILE_JSON: Body = { name: "json", headers: JSON_TYPE, body: JSON.stringify(HOSTILE_FIELDS) };

/** The bodies an action is tried with. */
const BODIES: Body[] = [
  HOSTILE_JSON,
  { name: "json of wrong types", headers: JSON_TYPE, body: JSON.stringify(WRONG_TYPES) },
  { name: "json array", headers: JSON_TYPE, body: "[1,2,3]" },
  { name: "json null", headers: JSON_TYPE, body: "null" },
  { name: "malformed json", headers: JSON_TYPE, body: '{"email":' },
  { name: "empty json", headers: JSON_TYPE, body: "" },
  {
    name: "form",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: formBody(HOSTILE_FIELDS),
  },
  {
    name: "multipart",
    headers: { "Content-Type": `multipart/form-data; boundary=${multipart.boundary}` },
    body: multipart.body,
  },
  {
    name: "multipart without boundary",
    headers: { "Content-Type": "multipart/form-data" },
    body: multipart.body,
  },
  {
    name: "truncated multipart",
    headers: { "Content-Type": `multipart/form-data; boundary=${multipart.boundary}` },
    body: multipart.body.subarray(0, 200),
  },
  { name: "text", headers: { "Content-Type": "text/plain" }, body: formBody(HOSTILE_FIELDS) },
  { name: "unknown type", headers: { "Content-Type": "application/x-fuzz" }, body: "\u0000\u0001fuzz" },
  { name: "no body", headers: {} },
];

/** Every method a client may send, the ones no route takes among them. */
const EVERY_METHOD = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"];
const BODILESS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/** Bodies the gate before every route refuses (server/body-gate.ts): never a 5xx behind it. */
const GATED_BODIES: Body[] = [
  {
    name: "json with a NUL",
    headers: JSON_TYPE,
    body: JSON.stringify({ email: `a${NUL}@b.example`, status: 1, note: NUL }),
  },
  { name: "5000 nested arrays", headers: JSON_TYPE, body: "[".repeat(5000) + "]".repeat(5000) },
  { name: "3000 nested objects", headers: JSON_TYPE, body: '{"a":'.repeat(3000) + "1" + "}".repeat(3000) },
  {
    name: "bytes that are not UTF-8",
    headers: JSON_TYPE,
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0x22, 0x7d]),
  },
  {
    name: "form with bytes that are not UTF-8",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: Buffer.from([0x61, 0x3d, 0xe2, 0x82]),
  },
];

/** A translation key where words should be ("validation.email", "console.errors.slug"). */
const RAW_KEY = /^[a-z][\w]*(\.[\w]+)+$/;

/** Every client event of SPEC §7.2; the type below fails to compile when the event map grows. */
const CLIENT_EVENTS = [
  "request-notifications",
  "read-ticket-messages",
  "request-ticket-help",
  "send-message",
  "take-in-work",
  "take-need-help-in-work",
  "close-ticket",
  "request-ticket-messages",
  "request-ticket-list",
  "request-techsupport-ticket-list",
  "request-techsupport-my-tickets",
  "request-techsupport-closed-tickets",
  "request-owner-tickets",
  "request-owner-my-tickets",
  "request-all-tickets",
  "partial-update-ticket",
  "typing",
  "add-note",
  "request-ticket-notes",
] as const satisfies readonly (keyof ClientToServerEvents)[];
type UnlistedEvent = Exclude<keyof ClientToServerEvents, (typeof CLIENT_EVENTS)[number]>;
const everyEventListed: [UnlistedEvent] extends [never] ? true : UnlistedEvent = true;

/** Socket.IO's own events, which the server may listen to as well. */
const RESERVED_EVENTS = new Set(["connect", "connect_error", "disconnect", "disconnecting", "error"]);

/** Events without a payload: a stray argument is ignored, not refused. */
const PAYLOADLESS = new Set<string>([
  "request-notifications",
  "request-ticket-list",
  "request-techsupport-ticket-list",
  "request-techsupport-my-tickets",
  "request-techsupport-closed-tickets",
  "request-owner-tickets",
  "request-owner-my-tickets",
  "request-all-tickets",
]);

/**
 * Hostile payloads and the events that must refuse each (`"all"`: every event that takes a
 * payload). `own` is a ticket of the signed-in client, so a payload otherwise valid goes deep.
 */
function badPayloads(own: number): [unknown, "all" | (typeof CLIENT_EVENTS)[number][]][] {
  return [
    [{ ticketId: HUGE }, "all"],
    [{ ticketId: 2147483648 }, "all"],
    [{ ticketId: -1 }, "all"],
    [{ ticketId: 0 }, "all"],
    [{ ticketId: 1.5 }, "all"],
    [{ ticketId: "99999999999999999999" }, "all"],
    [{ ticketId: "1e309" }, "all"],
    [{ ticketId: NUL }, "all"],
    [{ ticketId: `${own}${NUL}` }, "all"],
    [{ ticketId: "x".repeat(3000) }, "all"],
    [{ ticketId: [own] }, "all"],
    [{ ticketId: { $gt: 0 } }, "all"],
    [{ ticketId: null }, "all"],
    [{ ticketId: true }, "all"],
    [{}, "all"],
    [[], "all"],
    [[own, 2], "all"],
    [null, "all"],
    [String(own), "all"],
    [NUL, "all"],
    [HUGE, "all"],
    [{ ticketId: own, afterSeq: HUGE }, ["request-ticket-messages"]],
    [{ ticketId: own, afterSeq: -1 }, ["request-ticket-messages"]],
    [{ ticketId: own, afterSeq: "1e309" }, ["request-ticket-messages"]],
    [{ ticketId: own, message: NUL }, ["send-message"]],
    [{ ticketId: own, message: "x".repeat(3000) }, ["send-message"]],
    [{ ticketId: own, message: "hi", files: [HUGE] }, ["send-message"]],
    [{ ticketId: own, message: "hi", files: [-1] }, ["send-message"]],
    [{ ticketId: own, message: "hi", files: "1" }, ["send-message"]],
    [{ ticketId: own, message: "hi", clientId: NUL }, ["send-message"]],
    [{ ticketId: own, subject: NUL }, ["partial-update-ticket"]],
    [{ ticketId: own, text: NUL }, ["add-note"]],
    [{ ticketId: own, text: "x".repeat(3000) }, ["add-note"]],
    [{ ticketId: own, text: "hi", clientId: NUL }, ["add-note"]],
    [{ ticketId: own, open: "yes" }, ["read-ticket-messages"]],
  ];
}

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every URL pattern app/routes.ts declares. */
function configPatterns(entries: RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}` : parent;
    const self = entry.path || entry.index ? [own || "/"] : [];
    return [...self, ...configPatterns(entry.children ?? [], own)];
  });
}

interface Target {
  pattern: string;
  page: boolean;
  action: boolean;
  /** The English mount of a page: asked through `.data` only. */
  english: boolean;
}

/** Every route of the running build with its URL pattern and what it exports. */
function buildTargets(build: ServerBuild): Target[] {
  const routes = Object.values(build.routes);
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return routes
    .filter((route) => route.id !== "root" && (route.path || route.index))
    .map((route) => {
      const pattern = fullPath(route.id) || "/";
      return {
        pattern,
        page: Boolean(route.module.default),
        action: Boolean(route.module.action),
        english: Boolean(route.module.default) && /^\/en(\/|$)/.test(pattern),
      };
    });
}

const isDynamic = (segment: string) => segment.startsWith(":") || segment === "*";

/** The single-fetch URL of a page: its loaders and actions without the HTML render. */
function dataUrl(url: string) {
  const [pathname, query = ""] = url.split("?");
  const base = pathname === "/" ? "/_root" : pathname;
  return `${base}.data${query ? `?${query}` : ""}`;
}

interface Case {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  label: string;
}

/** Runs `items` through `fn` with at most `limit` in flight. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const out: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index]);
      }
    }),
  );
  return out;
}

// Each sweep sends thousands of requests; beside the other suites running in parallel they need
// more than the default minute.
describe("bad input on the production server: 4xx, never 5xx", { timeout: 240_000 }, () => {
  let server: LiveServer;
  let targets: Target[];
  let client: Actor;
  let owner: Actor;
  const errorLines: string[] = [];
  const real: Record<string, string> = {};

  beforeAll(async () => {
    requireProductionBuild();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        const line = chunk.toString("utf8");
        if (JSON.parse(line).level >= 50) errorLines.push(line);
        done();
      },
    });
    server = await startLiveServer(
      "pglite",
      // Seed artwork is named by its content and kept between runs, so seeding takes seconds.
      { SEED_ON_START: "true", DATA_DIR: "tmp/test-fuzz" },
      { logger: pino({ level: "warn" }, sink) },
    );
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    targets = buildTargets(build);
    client = await makeActor("client");
    owner = await makeActor("owner");
    // Segments other than the one under test get real seeded values, so the bad one goes deep.
    const [cheat] = await db()
      .select({ slug: cheats.slug, gameSlug: games.slug })
      .from(cheats)
      .innerJoin(games, eq(games.id, cheats.gameId))
      .limit(1);
    const [account] = await db().select({ slug: accounts.slug }).from(accounts).limit(1);
    const [problem] = await db().select({ slug: problems.slug }).from(problems).limit(1);
    Object.assign(real, { gameSlug: cheat.gameSlug, cheatSlug: cheat.slug });
    real.accountSlug = account.slug;
    real.problemSlug = problem.slug;
    const ticket = await rawRequest(`${server.url}/api/tickets/create`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: client.cookie },
      body: JSON.stringify({ ...PLAUSIBLE_FIELDS, termOfUse: true, personalData: true }),
    });
    real.ticketId = String((JSON.parse(ticket.body) as { id: number }).id);
  });
  afterAll(() => server?.stop());

  /** A pattern with its dynamic segments filled with real values, or `bad` at one of them. */
  function fill(pattern: string, badIndex = -1, bad = "") {
    return pattern
      .split("/")
      .map((segment, i) => {
        if (!isDynamic(segment)) return segment;
        if (i === badIndex) return bad;
        if (segment === ":slug")
          return /\/account\//.test(pattern)
            ? real.accountSlug
            : /\/problem/.test(pattern)
              ? real.problemSlug
              : real.gameSlug;
        return real[segment.slice(1)] ?? "1";
      })
      .join("/");
  }

  /**
   * The cases of one target, anonymous and signed in. A page is asked for as a document only by an
   * anonymous visitor of the Russian mount with GET, POST or OPTIONS; the rest use `.data`. The
   * English mount runs the same modules in another language: one anonymous variant is enough.
   */
  function variants(target: Target, c: Case): [Case, Actor | null][] {
    if (!target.page)
      return [
        [c, null],
        [c, client],
      ];
    const data = { ...c, url: dataUrl(c.url), label: `${c.label} (.data)` };
    if (target.english) return [[data, null]];
    const document = ["GET", "POST", "OPTIONS"].includes(c.method);
    return [
      [document ? c : data, null],
      [data, client],
    ];
  }

  async function send([c, actor]: [Case, Actor | null]): Promise<RawResponse & { label: string }> {
    const headers = { ...c.headers };
    // Signing out would end the shared session: that call gets a session of its own.
    if (actor) headers.Cookie = /logout/.test(c.url) ? (await makeActor("client")).cookie : actor.cookie;
    const response = await rawRequest(`${server.url}${c.url}`, { method: c.method, headers, body: c.body });
    return { ...response, label: `${actor?.user.role ?? "anonymous"} ${c.label}` };
  }

  async function expectNo5xx(cases: [Case, Actor | null][]) {
    const seen = new Set<string>();
    const unique = cases.filter(([c, actor]) => {
      const key = `${actor?.user.id ?? "-"} ${c.method} ${c.url} ${JSON.stringify(c.headers)} ${Buffer.from(c.body ?? "").toString("base64")}`;
      return !seen.has(key) && seen.add(key);
    });
    const answers = await mapLimit(unique, 8, send);
    const failures = answers
      .filter((a) => a.status >= 500)
      .map((a) => `${a.status} ${a.label.slice(0, 160)}: ${a.body.slice(0, 120)}`);
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
    return answers.length;
  }

  it("walks every route of app/routes.ts, and the socket's every client event", async () => {
    expect(targets.map((t) => t.pattern).sort()).toEqual(configPatterns(routeConfig as RouteEntry[]).sort());
    expect(everyEventListed).toBe(true);
    const socket = connect(server.url, client.cookie);
    await connected(socket);
    const listened = [...server.running.sockets.io.of("/").sockets.values()][0]
      .eventNames()
      .map(String)
      .filter((name) => !RESERVED_EVENTS.has(name));
    socket.disconnect();
    expect(listened.sort()).toEqual([...CLIENT_EVENTS].sort());
  });

  it("answers hostile path segments with a 4xx or a page", async () => {
    const cases: [Case, Actor | null][] = [];
    for (const target of targets)
      target.pattern.split("/").forEach((segment, i) => {
        if (!isDynamic(segment)) return;
        for (const bad of BAD_SEGMENTS) {
          const url = fill(target.pattern, i, bad);
          const label = url.slice(0, 100);
          cases.push(...variants(target, { method: "GET", url, headers: {}, label: `GET ${label}` }));
          if (target.action)
            cases.push(
              ...variants(target, { method: "POST", url, ...HOSTILE_JSON, label: `POST json ${label}` }),
              ...variants(target, { method: "DELETE", url, headers: {}, label: `DELETE ${label}` }),
            );
        }
      });
    await expectNo5xx(cases);
  });

  it("answers every method and body type with a 4xx or a page", async () => {
    const cases: [Case, Actor | null][] = [];
    for (const target of targets) {
      const url = fill(target.pattern);
      for (const method of ["GET", "HEAD", "OPTIONS"])
        cases.push(...variants(target, { method, url, headers: {}, label: `${method} ${url}` }));
      // A route without an action refuses every mutation before reading the body, and reading a
      // body does not depend on the page's language: one body is enough for those.
      const matrix = target.action && !target.english;
      const bodies = matrix ? BODIES : [HOSTILE_JSON];
      for (const method of matrix ? ["POST", "PUT", "PATCH", "DELETE"] : ["POST"])
        for (const body of method === "POST" ? bodies : [HOSTILE_JSON, BODIES.at(-1)!])
          cases.push(...variants(target, { method, url, ...body, label: `${method} ${body.name} ${url}` }));
    }
    await expectNo5xx(cases);
  });

  it("carries one hostile field at a time past plausible others to a 4xx", async () => {
    const cases: [Case, Actor | null][] = [];
    for (const target of targets.filter((t) => t.action && !t.english)) {
      const url = fill(target.pattern);
      for (const name of Object.keys(PLAUSIBLE_FIELDS)) {
        const fields: Record<string, string> = { ...PLAUSIBLE_FIELDS, ticketId: real.ticketId };
        fields[name] = hostileVariant(name, fields[name]);
        const body: Body = target.page
          ? {
              name: `form, bad ${name}`,
              headers: { "Content-Type": "application/x-www-form-urlencoded" },
              body: formBody(fields),
            }
          : { name: `json, bad ${name}`, headers: JSON_TYPE, body: JSON.stringify(fields) };
        // Most actions need a session, so the signed-in client is the one that gets deep.
        cases.push(
          ...variants(target, { method: "POST", url, ...body, label: `POST ${body.name} ${url}` }).slice(-1),
        );
      }
    }
    await expectNo5xx(cases);
  });

  it("answers hostile query strings with a 4xx or a page, signed in as each role", async () => {
    const names = queryParameterNames();
    // The console's filters are among them (a NUL there once reached Postgres: a 500).
    expect(names).toEqual(expect.arrayContaining(["q", "email", "invoice", "product", "entity", "status"]));
    const staff = [await makeActor("techsupport"), owner];
    const cases: [Case, Actor | null][] = [];
    const hostile = hostileQueries(names);
    for (const target of targets)
      for (const query of [...BAD_QUERIES, ...hostile]) {
        const url = `${fill(target.pattern)}${query}`;
        const c: Case = { method: "GET", url, headers: {}, label: `GET ${url.slice(0, 100)}` };
        cases.push(...variants(target, c));
        // Staff reach the console's lists and filters, with every parameter at once (the other
        // queries hold nothing those do not).
        if (!hostile.includes(query)) continue;
        const asStaff = target.page ? { ...c, url: dataUrl(url), label: `${c.label} (.data)` } : c;
        for (const actor of staff) cases.push([asStaff, actor]);
      }
    await expectNo5xx(cases);
  });

  it("refuses hostile payloads of every socket event and stays connected", async () => {
    for (const actor of [client, owner]) {
      const socket = connect(server.url, actor.cookie);
      await connected(socket);
      const failures: string[] = [];
      await Promise.all(
        CLIENT_EVENTS.map(async (event) => {
          for (const [payload, refusedBy] of badPayloads(Number(real.ticketId))) {
            const answer = await ask(socket, event, payload);
            const label = `${actor.user.role} ${event} ${JSON.stringify(payload).slice(0, 60)}`;
            const mustRefuse = refusedBy === "all" ? !PAYLOADLESS.has(event) : refusedBy.includes(event);
            if (!answer.ok && answer.error === "SERVER_ERROR") failures.push(label);
            if (answer.ok && mustRefuse) failures.push(`${label} was accepted`);
          }
        }),
      );
      expect(failures).toEqual([]);
      expect(socket.connected).toBe(true);
      socket.disconnect();
    }
    expect((await rawRequest(`${server.url}/healthz`)).status).toBe(200);
    expect(errorLines).toEqual([]);
  });

  it("answers every method as every role: its own, OPTIONS with Allow, the rest 405; any JSON error as {code, message} in the caller's language", async () => {
    const staff = [await makeActor("techsupport"), owner];
    const actors: (Actor | null)[] = [null, client, ...staff];
    const cases: [Case, Actor | null][] = [];
    for (const target of targets) {
      // A page through its single-fetch URL (what a form post with JavaScript reaches); the
      // English mount runs the same modules: anonymously only.
      const url = target.page ? dataUrl(fill(target.pattern)) : fill(target.pattern);
      const who = target.english ? [null] : actors;
      who.forEach((actor, index) => {
        // Half of the callers read English (Accept-Language), half Russian (no header).
        const english = index % 2 === 0;
        const language: Record<string, string> = english ? { "Accept-Language": "en-GB,en;q=0.8" } : {};
        EVERY_METHOD.forEach((method, m) => {
          const body = BODILESS.has(method) ? undefined : GATED_BODIES[(index + m) % GATED_BODIES.length];
          cases.push([
            {
              method,
              url,
              headers: { ...language, ...body?.headers },
              body: body?.body,
              label: `${method} ${body?.name ?? ""} ${url} ${english ? "en" : "ru"}`,
            },
            actor,
          ]);
        });
      });
    }
    const answers = await mapLimit(cases, 8, send);
    const failures: string[] = [];
    answers.forEach((answer, i) => {
      const [c] = cases[i];
      const allow = String(answer.headers.allow ?? "");
      const fail = (why: string) => failures.push(`${answer.status} ${answer.label.slice(0, 140)}: ${why}`);
      if (answer.status >= 500) fail(answer.body.slice(0, 120));
      if (c.method === "OPTIONS" && answer.status === 204 && !/\bOPTIONS$/.test(allow))
        fail(`Allow "${allow}"`);
      if (answer.status === 405) {
        if (!/\bOPTIONS$/.test(allow) || allow.split(", ").includes(c.method)) fail(`Allow "${allow}"`);
        if (
          !answer.headers["content-security-policy"] ||
          answer.headers["x-content-type-options"] !== "nosniff"
        )
          fail("without the security headers");
      }
      if (
        answer.status >= 400 &&
        c.method !== "HEAD" &&
        /json/.test(String(answer.headers["content-type"]))
      ) {
        const error = JSON.parse(answer.body) as { code?: unknown; message?: unknown; fields?: unknown };
        if (typeof error.code !== "string" || typeof error.message !== "string")
          return fail(answer.body.slice(0, 120));
        if (RAW_KEY.test(error.message)) fail(`raw key ${error.message}`);
        const english = Boolean(c.headers["Accept-Language"]);
        // The API speaks the caller's language; a page's data call the page's.
        const expectsEnglish = c.url.startsWith("/api/") ? english : /^\/en[/.]/.test(c.url);
        if (/\p{Script=Cyrillic}/u.test(error.message) === expectsEnglish)
          fail(`"${error.message}" in the wrong language`);
        for (const field of Object.values((error.fields ?? {}) as Record<string, unknown>)) {
          const { code, message } = (field ?? {}) as { code?: unknown; message?: unknown };
          if (typeof code !== "string" || typeof message !== "string" || RAW_KEY.test(message))
            fail(`field ${JSON.stringify(field)}`);
        }
      }
    });
    expect(failures).toEqual([]);
    expect(errorLines).toEqual([]);
    // A single-fetch URL takes what its page takes.
    for (const [page, data] of [
      ["/sign-in", "/sign-in.data"],
      ["/", "/_root.data"],
      ["/en/catalog", "/en/catalog.data"],
    ]) {
      const [a, b] = await Promise.all(
        [page, data].map((u) => rawRequest(`${server.url}${u}`, { method: "OPTIONS" })),
      );
      expect([data, b.headers.allow]).toEqual([data, a.headers.allow]);
    }
  });

  describe("the answers the rules give", () => {
    const json = (response: RawResponse) => JSON.parse(response.body) as { message: string; code: string };

    it("answers a method a resource route lacks with 405, Allow and a translated message", async () => {
      const get = await rawRequest(`${server.url}/api/users/login`);
      expect(get.status).toBe(405);
      expect(get.headers.allow).toBe("POST, OPTIONS");
      expect(json(get)).toEqual({
        message: "Этот адрес не принимает запросы GET",
        code: "METHOD_NOT_ALLOWED",
      });
      const post = await rawRequest(`${server.url}/api/header?lang=en`, { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.allow).toBe("GET, HEAD, OPTIONS");
      expect(json(post).message).toBe("This address does not accept POST requests");
    });

    it("answers a body type no action reads with 415, and a body that does not parse with 400", async () => {
      const fuzz = await rawRequest(`${server.url}/api/users/login?lang=en`, {
        method: "POST",
        headers: { "Content-Type": "application/x-fuzz" },
        body: "email=a@b.example",
      });
      expect(fuzz.status).toBe(415);
      expect(json(fuzz)).toEqual({
        message: "Send the data as JSON or as a form",
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
      const broken = await rawRequest(`${server.url}/api/tickets/block?lang=en`, {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data", Cookie: owner.cookie },
        body: "--x\r\n",
      });
      expect(broken.status).toBe(400);
      expect(json(broken).code).toBe("BAD_REQUEST");
    });

    it("answers a path segment with a NUL byte as not found, on pages and in the API", async () => {
      const api = await rawRequest(`${server.url}/api/games/slug/a%00b`);
      expect(api.status).toBe(404);
      const page = await rawRequest(`${server.url}/en/game/a%00b`);
      expect(page.status).toBe(404);
      expect(page.body).toContain("Page not found");
    });

    it("answers ids beyond the integer range as not found or invalid", async () => {
      const file = await rawRequest(`${server.url}/api/tickets/files/2147483648`, {
        headers: { Cookie: client.cookie },
      });
      expect(file.status).toBe(404);
      const upload = multipartBody({ ticketId: "2147483648", order: "0" });
      const attached = await rawRequest(`${server.url}/api/tickets/upload`, {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${upload.boundary}`,
          Cookie: client.cookie,
        },
        body: upload.body,
      });
      expect(attached.status).toBe(400);
      const socket = connect(server.url, client.cookie);
      await connected(socket);
      expect(await ask(socket, "request-ticket-messages", { ticketId: 2147483648 })).toEqual({
        ok: false,
        error: "INVALID",
      });
      socket.disconnect();
    });

    it("refuses a wallet login with a control character instead of signing it into a payment link", async () => {
      const pay = (login: string) =>
        rawRequest(`${server.url}/api/accounts/pay-steam`, {
          method: "POST",
          headers: JSON_TYPE,
          body: JSON.stringify({ login, email: "payer@example.test", amount: "100" }),
        });
      const response = await pay(`steam${BEL}user`);
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).fields).toEqual({
        login: { code: "validation.controlChars", message: tr("ru", "validation.controlChars") },
      });
      // A NUL is refused before any route (server/body-gate.ts).
      const nul = await pay(`steam${NUL}user`);
      expect(nul.status).toBe(400);
      expect(JSON.parse(nul.body).code).toBe("BAD_REQUEST");
    });

    it("searches past a NUL byte, drops control characters from a ticket's text and refuses a NUL in it", async () => {
      const empty = await rawRequest(`${server.url}/api/search?q=%00`);
      expect(empty.status).toBe(400);
      const found = await rawRequest(
        `${server.url}/api/search?q=${encodeURIComponent(`${real.gameSlug.slice(0, 3)}${NUL}`)}`,
      );
      expect(found.status).toBe(200);
      const created = await rawRequest(`${server.url}/api/tickets/create`, {
        method: "POST",
        headers: { ...JSON_TYPE, Cookie: (await makeActor("client")).cookie },
        body: JSON.stringify({
          subject: "anotherQuestion",
          message: `Hello${BEL} there, a question`,
          termOfUse: true,
          personalData: true,
        }),
      });
      expect(created.status).toBe(201);
      const [stored] = await db()
        .select({ text: ticketMessages.text })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, (JSON.parse(created.body) as { id: number }).id));
      expect(stored.text).toBe("Hello there, a question");
    });
  });
});
