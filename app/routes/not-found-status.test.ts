import { describe, expect, it } from "vitest";
import { loader as catchAllLoader } from "./catch-all";
import { loader as notFoundLoader } from "./not-found";

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} });

describe("not-found status rules", () => {
  it("answers 404 for an unmatched path, in the path's language", async () => {
    const ru = (await catchAllLoader(args("http://shop.test/no-such-page"))) as unknown as {
      data: { title: string };
      init: { status: number };
    };
    expect(ru.init.status).toBe(404);
    expect(ru.data.title).toMatch(/Страница не найдена/);
    const en = (await catchAllLoader(args("http://shop.test/en/no-such-page"))) as unknown as {
      data: { title: string };
      init: { status: number };
    };
    expect(en.init.status).toBe(404);
    expect(en.data.title).toMatch(/Page not found/);
  });

  it("answers /not-found with a plain 200 page", async () => {
    const result = await notFoundLoader(args("http://shop.test/en/not-found"));
    expect(result).toEqual({ title: expect.stringMatching(/Page not found/) });
  });
});
