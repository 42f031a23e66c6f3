import http from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";

/**
 * A local OAuth 2 provider standing in for Google, Discord or VK ID: oauth2-mock-server (real
 * authorize, token and PKCE checks) with each provider's own profile answer. It approves every
 * authorization at once, as a user who clicks "Allow" would.
 */
export type OAuthKind = "google" | "discord" | "vk";

export interface FakeAccount {
  id: string;
  email: string | null;
  verified: boolean;
  name: string;
}

function profileBody(kind: OAuthKind, a: FakeAccount) {
  if (kind === "google") return { sub: a.id, email: a.email, email_verified: a.verified, name: a.name };
  if (kind === "discord")
    return { id: a.id, username: a.name, global_name: a.name, email: a.email, verified: a.verified };
  const [first, ...last] = a.name.split(" ");
  return { user: { user_id: Number(a.id), first_name: first, last_name: last.join(" "), email: a.email } };
}

export async function startOAuthProvider(kind: OAuthKind, host = "127.0.0.1") {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate("RS256");
  const service = new OAuth2Service(issuer);
  let account: FakeAccount = {
    id: "100200300",
    email: `${kind}.fan@players.example`,
    verified: true,
    name: "Night Owl",
  };
  const tokenRequests: Record<string, string>[] = [];

  service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = profileBody(kind, account);
  });
  // VK ID returns the device id with the code; the code exchange must send it back.
  service.on("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
    if (kind === "vk") redirect.url.searchParams.set("device_id", "device-42");
  });
  service.on("beforeResponse", (_response: unknown, req: { body: Record<string, string> }) => {
    tokenRequests.push({ ...req.body });
  });

  const server = http.createServer((req, res) => {
    // VK ID's user_info is a POST with the token in the form body.
    if (kind === "vk" && req.method === "POST" && req.url === "/userinfo") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const form = new URLSearchParams(raw);
        const ok = Boolean(form.get("access_token") && form.get("client_id"));
        res.writeHead(ok ? 200 : 401, { "Content-Type": "application/json" });
        res.end(JSON.stringify(ok ? profileBody(kind, account) : { error: "invalid_token" }));
      });
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  issuer.url = url;

  return {
    url,
    /** The account the next sign-in returns. */
    setAccount(next: Partial<FakeAccount>) {
      account = { ...account, ...next };
    },
    tokenRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
