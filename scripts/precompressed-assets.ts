import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/*
 * The browser's build written once more as brotli (quality 11) and gzip (level 9) next to each
 * file (decision 0038): the server hands those to browsers as they are (server/precompressed-assets.ts)
 * instead of compressing every first download again at the speed a live answer needs (brotli 4:
 * the framework chunk went out at 83.8 kB, 82.7 gzipped at 9, 72.4 at brotli 11).
 */
export const PRECOMPRESSED = /\.(js|css|svg|json|txt)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function precompressedAssets(): Plugin {
  let browserBuild = false;
  let outDir = "";
  return {
    name: "precompressed-assets",
    apply: "build",
    configResolved(config) {
      browserBuild = !config.build.ssr;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      if (!browserBuild) return;
      const files = Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(files.map((name) => precompress(path.join(outDir, name))));
    },
  };
}

/** Writes `file.br` and `file.gz`, each only when it is smaller than the file. */
export async function precompress(file: string) {
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotliAsBuilt(body),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < body.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}.gz`, gz);
}

/** A file's brotli copy as the build writes it (the budget test models production's scripts with it). */
export function brotliAsBuilt(body: Buffer) {
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
