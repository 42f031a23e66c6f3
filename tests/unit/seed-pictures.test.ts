import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, describe, expect, it } from "vitest";
import {
  artVersion,
  placeSeedPictures,
  writeSeedArtwork,
  type SeedArtwork,
} from "../../drizzle/seed/pictures";
import { diskStore } from "~/services/storage/disk-store.server";

/*
 * The art generator is seed tooling (decision 0025): the shop's runtime copies pictures it drew
 * ahead of time and never loads the generator, its fonts or opentype.js.
 */

const temp = mkdtempSync(path.join(os.tmpdir(), "seed-pictures-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("the seed's pictures", () => {
  it("are never loaded by the server's runtime: no drawing code, fonts or glyph outlines", async () => {
    // The Express process's whole import graph, as the production build bundles it.
    const result = await build({
      entryPoints: ["server/index.ts"],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      packages: "external",
      metafile: true,
      logLevel: "silent",
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain("drizzle/seed/seed.ts");
    expect(inputs.filter((file) => file.startsWith("drizzle/seed/art/"))).toEqual([]);
    const packages = Object.values(result.metafile.outputs).flatMap((output) =>
      output.imports.filter((i) => i.external).map((i) => i.path),
    );
    expect(packages).toContain("sharp");
    expect(packages.filter((name) => /^(opentype\.js|@fontsource\/)/.test(name))).toEqual([]);
    // The Remix build is made from app/: nothing there reaches the generator either.
    const appFiles = (readdirSync("app", { recursive: true }) as string[])
      .map((file) => path.join("app", file))
      .filter((file) => /\.tsx?$/.test(file) && statSync(file).isFile());
    const reaching = appFiles.filter((file) =>
      /from "[^"]*(drizzle\/seed\/art|opentype\.js|@fontsource\/(inter|russo-one)\/files\/[^"]*\.woff")/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(reaching).toEqual([]);
  });

  it("change version when the drawing code or the seed data changes", () => {
    const folder = path.join(temp, "seed");
    cpSync("drizzle/seed", folder, { recursive: true });
    const before = artVersion(folder);
    expect(artVersion(folder)).toBe(before);
    expect(artVersion(folder)).toBe(artVersion());
    const games = path.join(folder, "data", "games.ts");
    writeFileSync(games, `${readFileSync(games, "utf8")}\n// another setting\n`);
    const afterData = artVersion(folder);
    expect(afterData).not.toBe(before);
    const kit = path.join(folder, "art", "kit.server.ts");
    writeFileSync(kit, `${readFileSync(kit, "utf8")}\n// another stroke\n`);
    expect(artVersion(folder)).not.toBe(afterData);
  });

  it("are copied into a store from the drawn folder, and refused when missing or drawn by another version", async () => {
    const drawn = path.join(temp, "drawn");
    const previous = process.env.SEED_PICTURES_DIR;
    process.env.SEED_PICTURES_DIR = drawn;
    try {
      const store = diskStore(path.join(temp, "store"));
      await expect(placeSeedPictures(store)).rejects.toThrow(/npm run seed:art/);
      const image = (name: string) => ({
        webp: `/media/seed/${name}.webp`,
        jpeg: `/media/seed/${name}.jpg`,
        width: 640,
        height: 360,
      });
      const artwork: SeedArtwork = {
        games: [{ horizontal: image("game-h"), vertical: image("game-v") }],
        cheats: [],
        accounts: [],
        slides: [image("slide")],
        warranty: [],
      };
      for (const name of ["game-h", "game-v", "slide"])
        for (const ext of ["webp", "jpg"]) {
          const file = path.join(drawn, "media", "seed", `${name}.${ext}`);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, `${name}.${ext}`);
        }
      await writeSeedArtwork(artwork);
      const placed = await placeSeedPictures(store);
      expect(placed.files).toBe(6);
      expect(placed.artwork).toEqual(artwork);
      expect(readFileSync(path.join(temp, "store", "media", "seed", "slide.webp"), "utf8")).toBe(
        "slide.webp",
      );
      // A manifest of another drawing is stale: the seed asks for a new drawing.
      const manifest = path.join(drawn, "manifest.json");
      writeFileSync(
        manifest,
        readFileSync(manifest, "utf8").replace(/"version":"[^"]+"/, '"version":"older"'),
      );
      await expect(placeSeedPictures(store)).rejects.toThrow(/out of date/);
    } finally {
      if (previous === undefined) delete process.env.SEED_PICTURES_DIR;
      else process.env.SEED_PICTURES_DIR = previous;
    }
  });
});
