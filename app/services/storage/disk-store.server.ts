import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { safeKey, type ObjectStore } from "./object-store.server";

const types: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

/** Files under `root` (DATA_DIR): the embedded default, for one instance. */
export function diskStore(root: string): ObjectStore {
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a crash or a reader never sees half a file.
      const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, target);
    },
    async get(key) {
      const target = file(key);
      const stat = await fs.stat(target).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(target),
        size: stat.size,
        contentType: types[path.extname(target).toLowerCase()],
      };
    },
    async exists(key) {
      return (await fs.stat(file(key)).catch(() => null))?.isFile() ?? false;
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(file(key), { force: true })));
    },
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
  };
}
