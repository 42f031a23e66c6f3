// What an attacker tries against the production server, end to end through Express and Remix:
// forged Host headers on sign-in links, spoofed client addresses, secrets in the request log,
// cross-scheme origins, malformed cookies, sign-in links spent by a GET, and the CSP.
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loginTokens, paymentEvents } from "~/db/schema";
import { sha256 } from "~/services/auth/tokens.server";
import { outbox } from "~/services/mail/mailer.server";
import { metrics } from "~/services/observability/metrics.server";
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

  it("builds e-mailed sign-in links from the server's own origin, never from Host or X-Forwarded-Host", async () => {
    const email = freshEmail("alice");
    const response = await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: {
        Host: "evil.example",
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
        Host: "evil.example",
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

  it("spends a sign-in link only by its page's POST, never by opening it", async () => {
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
    expect(directive("connect-src")).toBe(`connect-src 'self' ${server.url.replace("http://", "ws://")}`);
    expect(directive("form-action")).toBe("form-action 'self'");
  });

  it("ignores X-Forwarded-For when no proxy is trusted: spoofed addresses share one limit", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await rawRequest(`${server.url}/api/users/login`, {
        method: "POST",
        headers: { "X-Forwarded-For": `198.51.100.${i}`, "Content-Type": "application/json" },
        body: json({ email: freshEmail(`spoof${i}`), lang: "ru" }),
      });
      statuses.push(response.status);
    }
    // Earlier tests asked twice from this address: the limit of 3 is reached at the second.
    expect(statuses).toEqual([200, 429, 429, 429]);
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
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    expect(trace.body).toBe("Этот адрес не принимает запросы TRACE");
    const propfind = await rawRequest(`${server.url}/api/users/login?lang=en`, { method: "PROPFIND" });
    expect(propfind.status).toBe(405);
    expect(JSON.parse(propfind.body)).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    // A route's own 405s name what it takes.
    for (const [method, path, allow] of [
      ["GET", "/api/users/login", "POST"],
      ["DELETE", "/api/tickets/create", "POST"],
      ["PUT", "/api/payments/webhook", "POST"],
      ["POST", "/api/header", "GET, HEAD"],
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

  it("sets a Secure __Host- session cookie on an https PUBLIC_URL, whatever scheme the request came in", async () => {
    const actor = await makeActor("client");
    await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.77" },
      body: json({ email: actor.user.email, lang: "en" }),
    });
    const link = mailedLink(actor.user.email!);
    // Plain http, no X-Forwarded-Proto: a proxy that forgot to say https.
    const pressed = await rawRequest(`${server.url}${link.pathname}`, {
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
    const profile = await rawRequest(`${server.url}/api/users/profile`, {
      headers: { Cookie: session.split(";")[0] },
    });
    expect(profile.status).toBe(200);
  });

  it("mails links on PUBLIC_URL whatever the request's host", async () => {
    const email = freshEmail("bob");
    await rawRequest(`${server.url}/api/users/login`, {
      method: "POST",
      headers: {
        Host: "evil.example",
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-For": "192.0.2.1",
        "Content-Type": "application/json",
      },
      body: json({ email, lang: "en" }),
    });
    expect(mailedLink(email).origin).toBe("https://shop.example");
  });

  it("counts per client address as the trusted proxy reports it", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const response = await rawRequest(`${server.url}/api/users/login`, {
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
          await rawRequest(`${server.url}/api/users/login`, {
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
        await rawRequest(`${server.url}/api/users/login`, {
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
      ["/sign-in", "Адрес запроса не совпадает"],
      ["/en/sign-in", "The request's address does not match"],
    ]) {
      const response = await rawRequest(`${server.url}${path}`, {
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
    const response = await rawRequest(`${server.url}/resources/preferences`, {
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
