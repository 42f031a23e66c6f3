import { isIP } from "node:net";

/** The eight 16-bit groups of an IPv6 address (a zone is dropped, an IPv4 tail converted). */
function hextets(address: string): number[] {
  let text = address.split("%")[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((group) => parseInt(group, 16)) : [];
  const front = parse(head);
  const back = parse(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

/**
 * The bucket a client address is counted in by the per-address limits. An IPv4 address is its own
 * bucket; an IPv6 client is counted by its /64, the smallest block a provider hands one customer
 * (otherwise one ordinary subscriber has 2^64 fresh buckets); an IPv4-mapped IPv6 address is the
 * IPv4 address it carries. Anything else (a user id, "unknown") is returned as it is.
 */
export function addressBucket(key: string): string {
  if (isIP(key) !== 6) return key;
  const groups = hextets(key);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
