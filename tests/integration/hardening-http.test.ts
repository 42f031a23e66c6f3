// What an attacker tries against the production server, end to end through Express and Remix:
// forged Host headers on sign-in links, spoofed client addresses, secrets in the request log,
// cross-scheme origins, malformed cookies, sign-in links spent by a GET, and the CSP.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loginTokens, paymentEvents, users } from "~/db/schema";
import { sha256 } from "~/services/auth/tokens.server";
import { outbox } from "~/services/mail/mailer.server";
import { metrics } from "~/services/observability/metrics.server";
import { resetLimiters } from "~/services/rate-limit.server";
import { makeActor, startLiveServer, type LiveServer } from "../support/live-server";
import { requireProductionBuild } from "../support/production-build";
import { rawRequest } from "../support/raw-http";

const freshEmail = (name: string) => `${name}.${Math.random().toString(36).slice(2, 10)}@players.example`;

/** The link of the newest outbox message to an address. */
function mailedLink(to: string) {
  const message = outbox().find((m) => m.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return new URL(/https?:\/\/\S+/.exec(message.text)![0]);
}

const json = (body: unknown) => JSON.stringify(body);

describe("hardening on the production server (defaults: no PUBLIC_URL, no trusted proxy)", () => {
  let server: LiveServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    requireProductionBuild();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString("utf8"));
        done();
      },
    });
    server = await startLiveServer(
      "pglite",
      { LOGIN_LIMIT_PER_IP: "3", WEBHOOK_REFUSED_PER_10_MINUTES: "3" },
      { logger: pino({ level: "info" }, sink) },
    );
  });
  afterAll(() => server?.stop());

  it("builds e-mailed sign-in links from the server's own origin, never from X-Forwarded-Host", async () => {
    const email = freshEmail("alice");
    const response = await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: {
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        "Content-Type": "application/json",
      },
      body: json({ email, lang: "en" }),
    });
    expect(response.status).toBe(200);
    const link = mailedLink(email);
    expect(link.origin).toBe(server.url);
    expect(link.pathname).toMatch(/^\/en\/auth\/[\w-]{43}$/);
  });

  it("builds e-mail-change links from the server's own origin too", async () => {
    const actor = await makeActor("client");
    const next = freshEmail("moved");
    const response = await rawRequest(`${server.url}/api/users/update/email`, {
      method: "POST",
      headers: {
        "X-Forwarded-Host": "evil.example",
        Cookie: actor.cookie,
        "Content-Type": "application/json",
      },
      body: json({ email: next }),
    });
    expect(response.status).toBe(200);
    expect(mailedLink(next).origin).toBe(server.url);
  });

  it("warns at start that the stock's master key lives in the database it protects", () => {
    expect(logLines.join("")).toContain("KEY_ENCRYPTION_KEY is not set");
  });

  it("keeps cookies, set-cookies and link tokens out of the request log", async () => {
    const actor = await makeActor("client");
    const session = actor.cookie.split("=")[1];
    await rawRequest(`${server.url}/api/users/profile`, { headers: { Cookie: actor.cookie } });
    await rawRequest(`${server.url}/auth/TOKENSECRET0123456789?x=1`, {
      headers: { Authorization: "Bearer AUTHSECRET" },
    });
    await rawRequest(`${server.url}/api/users/google-login?code=CODESECRET&state=STATESECRET`);
    const log = logLines.join("");
    expect(log).toContain("/api/users/profile");
    expect(log).toContain("[redacted]");
    for (const secret of [session, "TOKENSECRET0123456789", "AUTHSECRET", "CODESECRET", "STATESECRET"])
      expect(log).not.toContain(secret);
  });

  it("refuses a mutation whose Origin has another scheme, and accepts its own", async () => {
    const body = "intent=cookie-consent&value=true";
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    const otherScheme = await rawRequest(`${server.url}/resources/preferences`, {
      method: "POST",
      headers: { ...headers, Origin: server.url.replace("http://", "https://") },
      body,
    });
    expect(otherScheme.status).toBe(403);
    const own = await rawRequest(`${server.url}/resources/preferences`, {
      method: "POST",
      headers: { ...headers, Origin: server.url },
      body,
    });
    expect(own.status).not.toBe(403);
  });

  it("answers a malformed cookie as no cookie, not with a 500", async () => {
    const profile = await rawRequest(`${server.url}/api/users/profile`, {
      headers: { Cookie: "__session=%E0%A4%A; cookieConsent=%" },
    });
    expect(profile.status).toBe(401);
    const page = await rawRequest(`${server.url}/en/faq`, {
      headers: { Cookie: "cookieConsent=%; __session=%" },
    });
    expect(page.status).toBe(200);
  });

  it("keeps a sign-in link working whatever redirectTo a stranger asked it with", async () => {
    // Sign-in requests of earlier tests count against this address's limit (3): start afresh.
    resetLimiters();
    for (const redirectTo of ["/Ā", "/。evil.test", "/en/faq?q=ж#о", "//evil.example.test", "/\\evil"]) {
      resetLimiters();
      const actor = await makeActor("client");
      const email = actor.user.email!;
      const asked = await rawRequest(`${server.url}/api/users/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: json({ email, lang: "en", redirectTo }),
      });
      expect(asked.status, redirectTo).toBe(200);
      const link = mailedLink(email);
      const pressed = await rawRequest(link.toString(), {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(pressed.status, redirectTo).toBe(302);
      const location = String(pressed.headers.location);
      // Signed in, sent to a path of this site written in ASCII.
      expect(location, redirectTo).toMatch(/^\/[\x21-\x7e]*$/);
      expect(new URL(location, server.url).origin).toBe(server.url);
      expect(String(pressed.headers["set-cookie"] ?? "")).toContain("__session");
    }
  });

  it("sends a blocked account's address no sign-in link, answering as for anyone", async () => {
    // Sign-in requests of earlier tests count against this address's limit (3): start afresh.
    resetLimiters();
    const blocked = await makeActor("client");
    await db().update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user.id));
    const asked = await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: json({ email: blocked.user.email, lang: "ru" }),
    });
    expect(asked.status).toBe(200);
    expect(JSON.parse(asked.body)).toEqual({ success: true });
    expect(outbox().some((m) => m.to === blocked.user.email)).toBe(false);
  });

  it("spends a sign-in link only by its page's POST, never by opening it", async () => {
    // Sign-in requests of earlier tests count against this address's limit (3): start afresh.
    resetLimiters();
    const email = freshEmail("scanned");
    await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: json({ email, lang: "ru" }),
    });
    const link = mailedLink(email);
    const token = link.pathname.split("/").pop()!;
    // A mail scanner opens the link twice: the token stays unused.
    for (let i = 0; i < 2; i++) {
      const opened = await rawRequest(link.toString());
      expect(opened.status).toBe(200);
      expect(opened.body).toContain('data-testid="link-confirm"');
      expect(opened.headers["set-cookie"] ?? []).toEqual([]);
    }
    const [row] = await db()
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.tokenHash, sha256(token)));
    expect(row.usedAt).toBeNull();
    // The button's POST spends it (an unknown address goes on to registration).
    const pressed = await rawRequest(link.toString(), {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(pressed.status).toBe(302);
    expect(pressed.headers.location).toBe("/register");
    // The registration cookie it set is not in the log.
    const cookieValue =
      String(pressed.headers["set-cookie"]?.[0] ?? "")
        .split(";")[0]
        .split("=")[1] ?? "";
    expect(cookieValue.length).toBeGreaterThan(10);
    expect(logLines.join("")).not.toContain(cookieValue);
    const reopened = await rawRequest(link.toString());
    expect(reopened.status).toBe(302);
    expect(reopened.headers.location).toBe("/?authError=tokenInvalid");
  });

  it("sends a CSP that lets the video players embed and the site's own socket connect, nothing more", async () => {
    const response = await rawRequest(`${server.url}/en/faq`);
    const csp = String(response.headers["content-security-policy"]);
    const directive = (name: string) =>
      csp
        .split(";")
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive("frame-src")).toContain("https://www.youtube.com");
    expect(directive("frame-src")).toContain("https://www.youtube-nocookie.com");
    // Without PUBLIC_URL: 'self' (the same host's socket included), nothing from the request.
    expect(directive("connect-src")).toBe("connect-src 'self'");
    expect(directive("form-action")).toBe("form-action 'self'");
    // A Host that is not one of the machine's names is refused before any page or policy is made,
    // rendered or stored (the second answer would be a hit); the machine's own names are served.
    for (const host of ["x;script-src 'unsafe-inline'", "evil.example.test", "a b"]) {
      for (let i = 0; i < 2; i++) {
        const answer = await rawRequest(`${server.url}/en/faq`, { headers: { Host: host } });
        expect([host, answer.status]).toEqual([host, 400]);
        expect(answer.headers["content-security-policy"], host).toBe(
          "default-src 'none'; frame-ancestors 'none'",
        );
        expect(answer.body, host).toBe("This address is not the shop's: open it by its own name");
      }
    }
    for (const host of [`localhost:${new URL(server.url).port}`, "127.0.0.1", "[::1]:80"]) {
      const answer = await rawRequest(`${server.url}/en/faq`, { headers: { Host: host } });
      expect([host, answer.status]).toEqual([host, 200]);
    }
  });

  it("ignores X-Forwarded-For when no proxy is trusted: spoofed addresses share one limit", async () => {
    // Sign-in requests of earlier tests count against this address's limit (3): start afresh.
    resetLimiters();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await rawRequest(`${server.url}/api/users/login`, {
        method: "POST",
        headers: { "X-Forwarded-For": `198.51.100.${i}`, "Content-Type": "application/json" },
        body: json({ email: freshEmail(`spoof${i}`), lang: "ru" }),
      });
      statuses.push(response.status);
    }
    // Four addresses claimed, one limit of 3 counted: the fourth is refused.
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("ignores X-Forwarded-Host from an untrusted client: a form post is not a 500", async () => {
    const response = await rawRequest(`${server.url}/en/sign-in`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "X-Forwarded-Host": "evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "email=",
    });
    expect(response.status).toBeLessThan(500);
    expect(logLines.join("")).not.toContain("does not match `origin`");
  });

  it("answers unknown methods and every other 405 with Allow, and keeps them out of the metrics' labels", async () => {
    const trace = await rawRequest(`${server.url}/`, { method: "TRACE" });
    expect(trace.status).toBe(405);
    // The resource's own methods, and the full header set.
    expect(trace.headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(trace.headers["x-content-type-options"]).toBe("nosniff");
    expect(trace.headers["content-security-policy"]).toBeTruthy();
    expect(trace.body).toBe("Этот адрес не принимает запросы TRACE");
    const propfind = await rawRequest(`${server.url}/api/users/login?lang=en`, { method: "PROPFIND" });
    expect(propfind.status).toBe(405);
    expect(JSON.parse(propfind.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    // A route's own 405s name what it takes.
    for (const [method, path, allow] of [
      ["GET", "/api/users/login", "POST, OPTIONS"],
      ["DELETE", "/api/tickets/create", "POST, OPTIONS"],
      ["PUT", "/api/payments/webhook", "POST, OPTIONS"],
      ["POST", "/api/header", "GET, HEAD, OPTIONS"],
    ]) {
      const response = await rawRequest(`${server.url}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect([path, response.status, response.headers.allow]).toEqual([path, 405, allow]);
    }
    const exposition = await metrics().registry.metrics();
    expect(exposition).toMatch(/http_request_duration_seconds_count\{[^}]*method="other"/);
    expect(exposition).not.toContain('method="TRACE"');
    expect(exposition).not.toContain('method="PROPFIND"');
  });

  it("keeps a signed-in visitor's 404 private and turns off the features no page uses", async () => {
    const actor = await makeActor("client");
    const signedIn = await rawRequest(`${server.url}/en/no-such-page`, { headers: { Cookie: actor.cookie } });
    expect(signedIn.status).toBe(404);
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    const anonymous = await rawRequest(`${server.url}/en/no-such-page`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers["cache-control"]).not.toContain("private");
    expect(anonymous.headers["permissions-policy"]).toBe(
      "camera=(), microphone=(), geolocation=(), payment=()",
    );
  });

  it("takes a card picture over the 64 KB form limit: on a new product and on an existing one", async () => {
    const owner = await makeActor("owner");
    // Noise does not compress: a real photo's size, well past the form limit.
    const picture = await sharp({
      create: {
        width: 700,
        height: 400,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(picture.length).toBeGreaterThan(120 * 1024);
    const post = (path: string, fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("picture", new Blob([new Uint8Array(picture)], { type: "image/png" }), "card.png");
      return fetch(`${server.url}${path}`, {
        method: "POST",
        body: form,
        headers: { Cookie: owner.cookie, Origin: server.url },
        redirect: "manual",
      });
    };
    const created = await post("/en/admin/cheats", {
      category: "1",
      name: "Card test board",
      slug: `card-test-${Math.random().toString(36).slice(2, 8)}`,
    });
    expect(created.status).toBe(302);
    const page = new URL(created.headers.get("location")!, server.url);
    expect(page.searchParams.get("picture")).toBe("1");
    const changed = await post(`${page.pathname}/picture`, {});
    expect(changed.status).toBe(302);
    expect(changed.headers.get("location")).toBe(`${page.pathname}?picture=1`);
  });

  it("refuses a NUL, bytes that are not UTF-8 and deep nesting in any body with 400, in the caller's language", async () => {
    // Sign-in requests of earlier tests count against this address's limit (3): start afresh.
    resetLimiters();
    const owner = await makeActor("owner");
    const errorsBefore = logLines.filter((line) => /"level":50/.test(line)).length;
    const send = (path: string, type: string, body: string | Buffer) =>
      rawRequest(`${server.url}${path}`, {
        method: "POST",
        headers: { "Content-Type": type, Cookie: owner.cookie, Origin: server.url },
        body,
      });
    const bodies: [string, string, string | Buffer][] = [
      // The owner API's writes: a NUL in a text, 5 000 nested arrays, 3 000 nested objects.
      ["/api/admin/games?lang=en", "application/json", json({ slug: "nul-game", en: { name: "A\u0000B" } })],
      ["/api/admin/games?lang=en", "application/json", "[".repeat(5000) + "]".repeat(5000)],
      ["/api/admin/problems?lang=en", "application/json", '{"a":'.repeat(3000) + "1" + "}".repeat(3000)],
      ["/api/admin/games?lang=en", "application/json", Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
      // A public API and a page's form.
      [
        "/api/users/login?lang=en",
        "application/json",
        json({ email: "a\u0000@players.example", lang: "en" }),
      ],
      ["/en/sign-in", "application/x-www-form-urlencoded", "email=a%00b%40players.example"],
      ["/en/sign-in", "application/x-www-form-urlencoded", "email=%FF%FE"],
    ];
    for (const [path, type, body] of bodies) {
      const answer = await send(path, type, body);
      expect(answer.status, `${path} ${String(body).slice(0, 30)}`).toBe(400);
      const message = path.startsWith("/api/") ? JSON.parse(answer.body) : { message: answer.body };
      expect(message.message).toBe(
        "The request could not be read: it holds a NUL character, bytes that are not UTF-8, or nesting deeper than 32 levels.",
      );
    }
    expect((await send("/sign-in", "application/x-www-form-urlencoded", "email=%00")).body).toContain(
      "Запрос не удалось прочитать",
    );
    // No stack trace, no error line: a refusal is not a failure of the shop.
    expect(logLines.filter((line) => /"level":50/.test(line)).length).toBe(errorsBefore);
    // Ordinary bodies still reach their routes.
    const fine = await send(
      "/api/users/login?lang=en",
      "application/json",
      json({ email: "ok@players.example", lang: "en" }),
    );
    expect(fine.status).toBe(200);
  });

  it("refuses a JSON body over 64 KB before reading it, in the caller's language", async () => {
    const big = json({ email: "a@players.example", lang: "en", pad: "x".repeat(70 * 1024) });
    const api = await rawRequest(`${server.url}/api/users/login?lang=en`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: big,
    });
    expect(api.status).toBe(413);
    expect(JSON.parse(api.body)).toEqual({
      message: "The request is too large: at most 64 KB",
      code: "PAYLOAD_TOO_LARGE",
    });
    const page = await rawRequest(`${server.url}/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=${"x".repeat(70 * 1024)}`,
    });
    expect(page.status).toBe(413);
    expect(page.body).toBe("Слишком большой запрос: не более 64 КБ");
    // A body without a declared length could stream on for ever: refused too.
    const chunked = await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      body: json({ email: "a@players.example", lang: "ru" }),
    });
    expect(chunked.status).toBe(411);
    expect(JSON.parse(chunked.body).code).toBe("LENGTH_REQUIRED");
  });

  it("limits webhook calls with a bad signature per address and keeps only their digest", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await rawRequest(`${server.url}/api/payments/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Signature": "t=1,v1=00" },
        body: json({ invoiceId: `FORGED-${i}`, pad: "y".repeat(60 * 1024) }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.outcome, "bad-signature"));
    expect(events).toHaveLength(3);
    for (const event of events) expect(JSON.stringify(event.payload).length).toBeLessThan(400);
  });
});

describe("hardening behind a configured proxy and public origin", () => {
  let server: LiveServer;

  beforeAll(async () => {
    requireProductionBuild();
    server = await startLiveServer("pglite", {
      LOGIN_LIMIT_PER_IP: "3",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://shop.example",
      KEY_ENCRYPTION_KEY: "a-test-master-key-of-at-least-32-characters",
    });
  });
  afterAll(() => server?.stop());

  /** A request as the proxy passes it on: for the shop's own host unless the test names another. */
  const proxied = (url: string, init: Parameters<typeof rawRequest>[1] = {}) =>
    rawRequest(url, { ...init, headers: { Host: "shop.example", ...init.headers } });

  it("sets a Secure __Host- session cookie on an https PUBLIC_URL, whatever scheme the request came in", async () => {
    const actor = await makeActor("client");
    await proxied(`${server.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.77" },
      body: json({ email: actor.user.email, lang: "en" }),
    });
    const link = mailedLink(actor.user.email!);
    // Plain http, no X-Forwarded-Proto: a proxy that forgot to say https.
    const pressed = await proxied(`${server.url}${link.pathname}`, {
      method: "POST",
      headers: {
        Host: "shop.example",
        Origin: "https://shop.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(pressed.status).toBe(302);
    const session = (pressed.headers["set-cookie"] ?? []).find((c) => c.startsWith("__Host-session="))!;
    expect(session).toMatch(/; Path=\/; SameSite=Lax; HttpOnly; Max-Age=\d+; Secure$/);
    expect(session).not.toMatch(/Domain=/i);
    // The server reads it back under that name.
    const profile = await proxied(`${server.url}/api/users/profile`, {
      headers: { Cookie: session.split(";")[0] },
    });
    expect(profile.status).toBe(200);
  });

  it("names PUBLIC_URL's socket in the policy, and answers no other host", async () => {
    const response = await proxied(`${server.url}/en/faq`);
    const connect = String(response.headers["content-security-policy"])
      .split(";")
      .find((d) => d.startsWith("connect-src"));
    expect(connect).toBe("connect-src 'self' wss://shop.example");
    // Another Host, or another host forwarded by the trusted proxy: 400, nothing of it echoed.
    for (const headers of <Record<string, string>[]>[
      { Host: "other.example.test" },
      { Host: "x;script-src 'unsafe-inline'" },
      { Host: "a b" },
      { "X-Forwarded-Host": "other.example.test" },
    ]) {
      const refused = await proxied(`${server.url}/en/faq`, { headers });
      expect([headers, refused.status]).toEqual([headers, 400]);
      expect(refused.body).toBe("This address is not the shop's: open it by its own name");
      expect(JSON.stringify(refused.headers)).not.toMatch(/other\.example|unsafe-inline|a b/);
      expect(refused.headers["x-content-type-options"]).toBe("nosniff");
    }
    // A platform's probes reach the instance by its private address.
    expect((await proxied(`${server.url}/healthz`, { headers: { Host: "10.0.0.7:8080" } })).status).toBe(200);
  });

  it("mails links on PUBLIC_URL only, and none for a request that named another host", async () => {
    const email = freshEmail("bob");
    await proxied(`${server.url}/api/users/login`, {
      method: "POST",
      headers: {
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-For": "192.0.2.1",
        "Content-Type": "application/json",
      },
      body: json({ email, lang: "en" }),
    });
    expect(outbox().some((mail) => mail.to === email)).toBe(false);
    await proxied(`${server.url}/api/users/login`, {
      method: "POST",
      headers: { "X-Forwarded-For": "192.0.2.1", "Content-Type": "application/json" },
      body: json({ email, lang: "en" }),
    });
    expect(mailedLink(email).origin).toBe("https://shop.example");
  });

  it("counts per client address as the trusted proxy reports it", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await proxied(`${server.url}/api/users/login`, {
        method: "POST",
        headers: { "X-Forwarded-For": `198.51.100.${i}`, "Content-Type": "application/json" },
        body: json({ email: freshEmail(`proxied${i}`), lang: "ru" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);
    // One address behind the proxy still meets its limit.
    const same: number[] = [];
    for (let i = 0; i < 4; i++)
      same.push(
        (
          await proxied(`${server.url}/api/users/login`, {
            method: "POST",
            headers: { "X-Forwarded-For": "198.51.100.200", "Content-Type": "application/json" },
            body: json({ email: freshEmail("same"), lang: "ru" }),
          })
        ).status,
      );
    expect(same).toEqual([200, 200, 200, 429]);
  });

  it("counts an IPv6 client by its /64 and an IPv4-mapped address as the IPv4 one", async () => {
    const login = async (forwardedFor: string) =>
      (
        await proxied(`${server.url}/api/users/login`, {
          method: "POST",
          headers: { "X-Forwarded-For": forwardedFor, "Content-Type": "application/json" },
          body: json({ email: freshEmail("six"), lang: "ru" }),
        })
      ).status;
    const rotating: number[] = [];
    for (let i = 1; i <= 4; i++) rotating.push(await login(`2001:db8:77:1::${i.toString(16)}:${i}`));
    expect(rotating).toEqual([200, 200, 200, 429]);
    // The neighbouring /64 is another customer; the exhausted IPv4 address stays exhausted mapped.
    expect(await login("2001:db8:77:2::1")).toBe(200);
    expect(await login("::ffff:198.51.100.200")).toBe(429);
  });

  it("answers a form post whose forwarded host is not its Origin's with a translated 400", async () => {
    for (const [path, text] of [
      // The forwarded host is not the shop's: refused before any form is read.
      ["/sign-in", "Этот адрес не принадлежит магазину"],
      ["/en/sign-in", "This address is not the shop's"],
    ]) {
      const response = await proxied(`${server.url}${path}`, {
        method: "POST",
        headers: {
          Origin: server.url,
          "X-Forwarded-Host": "evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: "email=a%40players.example",
      });
      expect(response.status).toBe(400);
      expect(response.body).toContain(text);
    }
  });

  it("accepts mutations from the public origin behind the TLS-terminating proxy", async () => {
    const response = await proxied(`${server.url}/resources/preferences`, {
      method: "POST",
      headers: {
        // A proxy passes the public Host on, and tells the scheme.
        Host: "shop.example",
        Origin: "https://shop.example",
        "X-Forwarded-Proto": "https",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "intent=cookie-consent&value=true",
    });
    expect(response.status).toBeLessThan(400);
  });
});
