import dns from "node:dns/promises";
import https from "node:https";
import net from "node:net";
import type { Duplex } from "node:stream";
import tls from "node:tls";

/**
 * The rule for web push endpoints (docs/decisions/0013): the server connects wherever a browser's
 * subscription points, so only a public push service qualifies. An endpoint must be https on port
 * 443 without credentials, and every address its host resolves to must be public. The check runs
 * when a subscription is stored and again before each delivery, and the delivery connects to the
 * very address it checked, so a name that later resolves inside the network (DNS rebinding) gets
 * nowhere.
 */

/** An endpoint that passed the rule: where to connect. */
export interface PushTarget {
  url: URL;
  /** The checked address every connection of this delivery goes to. */
  address: string;
}

export type PushEndpointCheck = { ok: true; target: PushTarget } | { ok: false; reason: string };

// Not globally reachable, or not unicast (IANA special-purpose registry): "this network",
// private, CGNAT, loopback, link-local (cloud metadata services), protocol assignments,
// documentation, 6to4 relays, benchmarking, multicast, reserved and broadcast.
const notPublicV4 = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  notPublicV4.addSubnet(prefix, bits, "ipv4");

// IPv6 push services live in global unicast (2000::/3). Everything outside it is refused:
// unspecified, loopback, IPv4-mapped and NAT64 forms (which would reach IPv4 addresses), unique
// local, link-local, multicast. Inside it: the IETF block (Teredo…), documentation and 6to4.
const globalV6 = new net.BlockList();
globalV6.addSubnet("2000::", 3, "ipv6");
const specialV6 = new net.BlockList();
for (const [prefix, bits] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const)
  specialV6.addSubnet(prefix, bits, "ipv6");

/** Whether an IP address is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = net.isIP(address);
    if (family === 4) return !notPublicV4.check(address, "ipv4");
    if (family === 6) return globalV6.check(address, "ipv6") && !specialV6.check(address, "ipv6");
  } catch {
    // An address BlockList cannot read (a zone id…) is no push service.
  }
  return false;
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, "");

/**
 * Checks an endpoint against the rule and resolves its host. `exemptHosts` (PUSH_ALLOW_PRIVATE_HOSTS,
 * tests only) skips the port and address rules for a local stand-in push service.
 */
export async function checkPushEndpoint(
  endpoint: string,
  exemptHosts: readonly string[] = [],
): Promise<PushEndpointCheck> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: "not a URL" };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "not https" };
  if (url.username || url.password) return { ok: false, reason: "credentials in the URL" };
  const host = bare(url.hostname);
  const exempt = exemptHosts.includes(host);
  // The WHATWG parser drops the default port, so any port left is not 443.
  if (url.port && !exempt) return { ok: false, reason: `port ${url.port}` };
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.lookup(host, { all: true })).map((a) => a.address);
    } catch {
      return { ok: false, reason: "the host does not resolve" };
    }
  }
  if (!addresses.length) return { ok: false, reason: "the host does not resolve" };
  // Every answer must be public: a mixed answer is refused, not filtered.
  const inside = exempt ? undefined : addresses.find((a) => !isPublicAddress(a));
  if (inside) return { ok: false, reason: `resolves to ${inside}` };
  return { ok: true, target: { url, address: addresses[0] } };
}

/**
 * An https agent whose connections all go to the checked address, whatever host the request
 * names; TLS still sends and verifies the endpoint's own name.
 */
export class PinnedAgent extends https.Agent {
  private readonly address: string;
  private readonly port: number;
  private readonly servername: string;

  constructor(target: PushTarget) {
    super({ keepAlive: false });
    const host = bare(target.url.hostname);
    this.address = target.address;
    this.port = Number(target.url.port || 443);
    // No SNI for an address (TLS forbids it); the certificate is then checked against the address.
    this.servername = net.isIP(host) ? "" : host;
  }

  override createConnection(options: https.RequestOptions): Duplex {
    // An address as host: no name lookup at all; the identity check uses servername when set.
    return tls.connect({
      ...(options as tls.ConnectionOptions),
      host: this.address,
      port: this.port,
      servername: this.servername,
    });
  }
}
