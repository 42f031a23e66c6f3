import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./push-endpoint.server";

describe("isPublicAddress", () => {
  it("accepts public unicast addresses", () => {
    for (const address of ["8.8.8.8", "172.32.0.1", "100.128.0.1", "142.250.0.1", "2a00:1450:4001::5f"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses every address that is not public unicast, in either family and in IPv4 disguises", () => {
    for (const address of [
      "0.0.0.0",
      "10.1.2.3",
      "100.64.0.1",
      "100.127.255.255",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.170",
      "192.0.2.1",
      "192.168.0.1",
      "198.18.0.1",
      "224.0.0.251",
      "239.255.255.250",
      "255.255.255.255",
      "::",
      "::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:8.8.8.8",
      "::127.0.0.1",
      "64:ff9b::7f00:1",
      "2001::1",
      "2001:db8::1",
      "2002:7f00:1::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "ff02::1",
      "not an address",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});
