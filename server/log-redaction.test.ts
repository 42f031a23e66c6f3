import { describe, expect, it } from "vitest";
import { redactingSerializers, redactUrl } from "./log-redaction";

describe("log redaction", () => {
  it("drops purchase invoice ids and their access tokens from logged URLs", () => {
    expect(redactUrl("/en/sandbox/purchase/SBX-a1b2c3?token=Zm9vYmFy")).toBe(
      "/en/sandbox/purchase/[redacted]?token=[redacted]",
    );
    expect(redactUrl("/sandbox/purchase/SEED-q1w2e3r4")).toBe("/sandbox/purchase/[redacted]");
    expect(redactUrl("/payment/complete?uniquecode=ABCDEF123")).toBe(
      "/payment/complete?uniquecode=[redacted]",
    );
  });

  it("redacts the URLs response headers carry, such as the redirect after paying", () => {
    const res = redactingSerializers.res({
      headers: { location: "/en/sandbox/purchase/SBX-a1b2c3", "content-type": "text/html" },
    });
    expect(res.headers).toEqual({ location: "/en/sandbox/purchase/[redacted]", "content-type": "text/html" });
  });

  it("keeps only the response headers that say what was sent", () => {
    const res = redactingSerializers.res({
      headers: {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "default-src 'self';script-src 'self' 'nonce-abc'",
        "x-content-type-options": "nosniff",
        "cache-tag": "page,cheats,settings",
        "set-cookie": "__session=secret",
        "x-cache": "MISS",
      },
    });
    expect(res.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "set-cookie": "[redacted]",
      "x-cache": "MISS",
    });
  });
});
