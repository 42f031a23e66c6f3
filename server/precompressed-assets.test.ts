import { describe, expect, it } from "vitest";
import { pickCoding } from "./precompressed-assets";

describe("the coding of a precompressed file", () => {
  const both = () => true;
  it("prefers brotli, then gzip, as the browser accepts them", () => {
    expect(pickCoding("gzip, deflate, br", both)?.name).toBe("br");
    expect(pickCoding("gzip", both)?.name).toBe("gzip");
    expect(pickCoding("br;q=0, gzip;q=0.5", both)?.name).toBe("gzip");
    expect(pickCoding("*", both)?.name).toBe("br");
    expect(pickCoding("*, br;q=0", both)?.name).toBe("gzip");
  });

  it("sends none when the browser asks for none or the build wrote none", () => {
    expect(pickCoding(undefined, both)).toBeNull();
    expect(pickCoding("identity", both)).toBeNull();
    expect(pickCoding("gzip;q=0, br;q=0", both)).toBeNull();
    expect(pickCoding("gzip, br", (suffix) => suffix === ".gz")?.name).toBe("gzip");
    expect(pickCoding("br", (suffix) => suffix === ".gz")).toBeNull();
  });
});
