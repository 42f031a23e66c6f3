import { describe, expect, it } from "vitest";
import { addressBucket } from "./address-bucket.server";

describe("addressBucket", () => {
  it("counts an IPv6 client by its /64, whatever the spelling", () => {
    const bucket = "2001:db8:1:2::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff",
      "2001:DB8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:db8:1:2::5%eth0",
    ])
      expect(addressBucket(address)).toBe(bucket);
    expect(addressBucket("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("counts an IPv4 client, mapped into IPv6 or not, by its address", () => {
    expect(addressBucket("198.51.100.7")).toBe("198.51.100.7");
    expect(addressBucket("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressBucket("::ffff:c633:6407")).toBe("198.51.100.7");
  });

  it("leaves keys that are not addresses alone", () => {
    for (const key of ["42", "unknown", "buyer@players.example", "2001:db8::zz"])
      expect(addressBucket(key)).toBe(key);
  });
});
