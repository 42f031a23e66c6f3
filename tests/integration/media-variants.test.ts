import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { removeConsoleImages } from "~/services/media/console-images.server";
import { responsiveSrcSet, variantUrl } from "~/utils/media-variants";
import { startServer, type Running } from "../../server/start";

const DATA_DIR = "tmp/test-media-variants";
const media = path.join(DATA_DIR, "media");

async function picture(file: string, width: number, height: number) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const image = sharp({ create: { width, height, channels: 3, background: "#7c5cff" } });
  await (file.endsWith(".webp") ? image.webp() : image.jpeg()).toFile(file);
}

describe("narrower copies of public pictures for srcset", () => {
  let running: Running;

  beforeAll(async () => {
    await fs.rm(DATA_DIR, { recursive: true, force: true });
    await picture(path.join(media, "seed", "slide-home-1-abc.webp"), 1280, 520);
    await picture(path.join(media, "seed", "slide-home-1-abc.jpg"), 1280, 520);
    await picture(path.join(media, "console", "slide-xyz.webp"), 1280, 520);
    running = await startServer(
      parseEnv({
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR,
        PGLITE_DATA: "memory://",
        SEED_ON_START: "false",
        LOG_LEVEL: "silent",
      }),
    );
  });

  afterAll(async () => {
    await running?.stop();
  });

  it("answers a copy at the asked width, in the original's format, cached for long", async () => {
    for (const [file, type] of [
      ["slide-home-1-abc.webp", "image/webp"],
      ["slide-home-1-abc.jpg", "image/jpeg"],
    ]) {
      const response = await fetch(`${running.url}/media/w480/seed/${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([480, 195]);
    }
    // Made once and kept beside the original; the next request reads that file.
    const copy = path.join(media, "seed", "w480", "slide-home-1-abc.webp");
    const madeAt = (await fs.stat(copy)).mtimeMs;
    const again = await fetch(`${running.url}/media/w480/seed/slide-home-1-abc.webp`);
    expect(again.status).toBe(200);
    expect((await fs.stat(copy)).mtimeMs).toBe(madeAt);
  });

  it("makes one copy when many ask for it at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fetch(`${running.url}/media/w800/console/slide-xyz.webp`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const sizes = new Set(await Promise.all(answers.map(async (a) => (await a.arrayBuffer()).byteLength)));
    expect(sizes.size).toBe(1);
    const folder = await fs.readdir(path.join(media, "console", "w800"));
    expect(folder).toEqual(["slide-xyz.webp"]);
  });

  it("refuses other widths, folders, names and missing pictures", async () => {
    for (const url of [
      "/media/w500/seed/slide-home-1-abc.webp",
      "/media/w480/avatars/slide-home-1-abc.webp",
      "/media/w480/uploads/slide-home-1-abc.webp",
      "/media/w480/seed/missing.webp",
      "/media/w480/seed/slide-home-1-abc.png",
      "/media/w480/seed/..%2F..%2Fconsole%2Fslide-xyz.webp",
    ]) {
      const response = await fetch(`${running.url}${url}`);
      expect(response.status, url).toBe(404);
    }
    await expect(fs.access(path.join(media, "seed", "w500"))).rejects.toThrow();
  });

  it("removes the copies with a console picture", async () => {
    await fetch(`${running.url}/media/w480/console/slide-xyz.webp`);
    await removeConsoleImages(["/media/console/slide-xyz.webp"]);
    for (const file of ["slide-xyz.webp", "w480/slide-xyz.webp", "w800/slide-xyz.webp"])
      await expect(fs.access(path.join(media, "console", file))).rejects.toThrow();
    expect((await fetch(`${running.url}/media/w480/console/slide-xyz.webp`)).status).toBe(404);
  });

  it("builds srcset only for public pictures wider than a copy", () => {
    expect(variantUrl("/media/seed/a-1.webp", 800)).toBe("/media/w800/seed/a-1.webp");
    expect(variantUrl("/media/avatars/a-1.webp", 800)).toBeNull();
    expect(variantUrl("https://cdn.example/a.webp", 800)).toBeNull();
    expect(responsiveSrcSet("/media/console/s-1.jpg", 1280)).toBe(
      "/media/w480/console/s-1.jpg 480w, /media/w800/console/s-1.jpg 800w, /media/console/s-1.jpg 1280w",
    );
    expect(responsiveSrcSet("/media/seed/h-1.webp", 640)).toBe(
      "/media/w480/seed/h-1.webp 480w, /media/seed/h-1.webp 640w",
    );
    expect(responsiveSrcSet("/media/seed/v-1.webp", 360)).toBeUndefined();
  });
});
