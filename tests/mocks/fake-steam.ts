import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small Steam OpenID 2.0 provider: checkid_setup answers at once with a signed positive
 * assertion for the configured account, check_authentication verifies that signature, and the
 * Web API answers the player's name. Like Steam it keeps no memory of nonces: refusing a replay
 * is the shop's job.
 */
const NS = "http://specs.openid.net/auth/2.0";
const SIGNED = ["op_endpoint", "claimed_id", "identity", "return_to", "response_nonce", "assoc_handle"];

export async function startFakeSteam(host = "127.0.0.1") {
  const key = randomBytes(32);
  let steamId = "76561198000000042";
  let persona = "SteamRider";
  let endpoint = "";

  const sign = (params: URLSearchParams) =>
    createHmac("sha256", key)
      .update(SIGNED.map((field) => `${field}:${params.get(`openid.${field}`) ?? ""}\n`).join(""))
      .digest("base64");

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", endpoint);
    if (
      req.method === "GET" &&
      url.pathname === "/openid/login" &&
      url.searchParams.get("openid.mode") === "checkid_setup"
    ) {
      const returnTo = url.searchParams.get("openid.return_to") ?? "";
      const claimed = `https://steamcommunity.com/openid/id/${steamId}`;
      const assertion = new URLSearchParams({
        "openid.ns": NS,
        "openid.mode": "id_res",
        "openid.op_endpoint": `${endpoint}/openid/login`,
        "openid.claimed_id": claimed,
        "openid.identity": claimed,
        "openid.return_to": returnTo,
        "openid.response_nonce": `${new Date().toISOString().slice(0, 19)}Z${randomBytes(6).toString("hex")}`,
        "openid.assoc_handle": "1234567890",
        "openid.signed": SIGNED.join(","),
      });
      assertion.set("openid.sig", sign(assertion));
      const target = new URL(returnTo);
      for (const [k, v] of assertion) target.searchParams.set(k, v);
      res.writeHead(302, { Location: target.toString() }).end();
      return;
    }
    if (req.method === "POST" && url.pathname === "/openid/login") {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => {
        const params = new URLSearchParams(raw);
        const valid =
          params.get("openid.mode") === "check_authentication" && params.get("openid.sig") === sign(params);
        res.writeHead(200, { "Content-Type": "text/plain" }).end(`ns:${NS}\nis_valid:${valid}\n`);
      });
      return;
    }
    if (url.pathname === "/ISteamUser/GetPlayerSummaries/v0002/") {
      const players =
        url.searchParams.get("steamids") === steamId ? [{ steamid: steamId, personaname: persona }] : [];
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ response: { players } }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  endpoint = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    openIdUrl: `${endpoint}/openid/login`,
    apiUrl: endpoint,
    setAccount(id: string, name: string) {
      steamId = id;
      persona = name;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
