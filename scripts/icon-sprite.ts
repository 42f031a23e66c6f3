import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/*
 * The icon set as sprite files when building (decision 0038). `import { Menu, X } from
 * "lucide-react"` becomes `const Menu = spriteIcon(sprite, "menu")` (app/components/ui/sprite-icon.tsx):
 * an icon is an `<svg>` with a `<use>` of its symbol in a sprite file under /assets, fingerprinted
 * and cached for a year. Drawn inline, each icon was ~230 bytes of every page's HTML (20 on the
 * home page) and its drawing and the library's renderer were in the browser's code of every page.
 *
 * Two sprites: the shop's, and the console's icons that no storefront module uses — a customer's
 * browser fetches only the first. Both builds (browser and server) read the same sources here, so
 * they name the same files; the browser's build writes them.
 */
const FROM_INDEX = /^import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/gm;
const SPRITE_MODULE = "virtual:icon-sprite/";
const CONSOLE_MODULE = /[\\/]app[\\/](components[\\/]console[\\/]|routes[\\/]admin[.\\/])/;
const SPRITE_ICON = "~/components/ui/sprite-icon";

type SpriteName = "shop" | "console";
interface Sprite {
  fileName: string;
  source: string;
}
interface Sprites {
  files: Record<SpriteName, Sprite>;
  /** Each icon's sprite: the shop's for any icon a storefront module uses. */
  spriteOf: Map<string, SpriteName>;
}

export function iconSprite(appDir = path.resolve("app")): Plugin {
  let browserBuild = false;
  let base = "/";
  let files: Map<string, string> | undefined;
  let sprites: Sprites | undefined;
  return {
    name: "icon-sprite",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      browserBuild = !config.build.ssr;
      base = config.base;
    },
    async buildStart() {
      files = iconFiles();
      sprites = await buildSprites(appDir, files);
      if (browserBuild)
        for (const sprite of Object.values(sprites.files))
          this.emitFile({ type: "asset", fileName: sprite.fileName, source: sprite.source });
    },
    resolveId(id) {
      return id.startsWith(SPRITE_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${SPRITE_MODULE}`) || !sprites) return null;
      const sprite = sprites.files[id.slice(SPRITE_MODULE.length + 1) as SpriteName];
      return `export default ${JSON.stringify(base + sprite.fileName)};`;
    },
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id.split("?")[0])) return null;
      if (!code.includes("lucide-react") || !files || !sprites) return null;
      const rewritten = spriteImports(code, files, sprites.spriteOf);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** A module's icon imports as sprite icons; anything but an icon keeps its import. */
export function spriteImports(code: string, files: Map<string, string>, spriteOf: Map<string, SpriteName>) {
  const used = new Set<SpriteName>();
  const rewritten = code.replace(FROM_INDEX, (whole, specifiers: string) => {
    const icons: string[] = [];
    const types: string[] = [];
    for (const { name, alias, type } of importedNames(specifiers)) {
      if (type) {
        types.push(alias === name ? name : `${name} as ${alias}`);
        continue;
      }
      const file = files.get(name);
      if (!file) return whole;
      const sprite = spriteOf.get(file) ?? "shop";
      used.add(sprite);
      icons.push(`const ${alias} = /* @__PURE__ */ spriteIcon(${sprite}Sprite, ${JSON.stringify(file)});`);
    }
    if (types.length) icons.unshift(`import type { ${types.join(", ")} } from "lucide-react";`);
    return icons.join("\n");
  });
  if (!used.size) return code;
  // The imports first: the icons' constants stand where the library's import was.
  const imports = [`import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)};`];
  for (const sprite of used)
    imports.push(`import ${sprite}Sprite from ${JSON.stringify(SPRITE_MODULE + sprite)};`);
  return `${imports.join("\n")}\n${rewritten}`;
}

/** The names of an import's braces: `Menu`, `X as Close`, `type LucideIcon`. */
function importedNames(specifiers: string) {
  return specifiers
    .split(",")
    .map((specifier) => specifier.trim())
    .filter(Boolean)
    .map((specifier) => {
      const type = specifier.startsWith("type ");
      const [name, alias = name] = (type ? specifier.slice(5) : specifier).split(/\s+as\s+/);
      return { name, alias, type };
    });
}

/** Each icon name the library's index exports (aliases too), with its file under icons/. */
export function iconFiles(): Map<string, string> {
  const map = new Map<string, string>();
  const code = fs.readFileSync(path.join(libraryDir(), "dist/esm/lucide-react.mjs"), "utf8");
  for (const [, names, file] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g,
  ))
    for (const name of names.split(",")) {
      const exported = name.trim().split(/\s+as\s+/)[1];
      if (exported) map.set(exported, file);
    }
  return map;
}

/** The shop's and the console's sprites, from every icon the app's sources import. */
export async function buildSprites(appDir: string, files: Map<string, string>): Promise<Sprites> {
  const wanted: Record<SpriteName, Set<string>> = { shop: new Set(), console: new Set() };
  for (const file of sourceFiles(appDir)) {
    const code = fs.readFileSync(file, "utf8");
    for (const [, specifiers] of code.matchAll(FROM_INDEX))
      for (const { name, type } of importedNames(specifiers)) {
        const icon = type ? undefined : files.get(name);
        if (icon) wanted[CONSOLE_MODULE.test(file) ? "console" : "shop"].add(icon);
      }
  }
  for (const icon of wanted.shop) wanted.console.delete(icon);
  const sprite = async (name: SpriteName, icons: Set<string>): Promise<Sprite> => {
    const symbols: string[] = [];
    for (const icon of [...icons].sort()) symbols.push(await symbolOf(icon));
    const source =
      `<svg xmlns="http://www.w3.org/2000/svg">` +
      `<!-- Lucide icons, ISC licence: https://lucide.dev/license -->` +
      symbols.join("") +
      `</svg>\n`;
    const hash = crypto.createHash("sha256").update(source).digest("base64url").slice(0, 8);
    return { fileName: `assets/icons-${name === "shop" ? "" : `${name}-`}${hash}.svg`, source };
  };
  const spriteOf = new Map<string, SpriteName>();
  for (const name of ["console", "shop"] as const) for (const icon of wanted[name]) spriteOf.set(icon, name);
  return {
    files: { shop: await sprite("shop", wanted.shop), console: await sprite("console", wanted.console) },
    spriteOf,
  };
}

/** One icon as a `<symbol>`: the library's own drawing, read from its module. */
async function symbolOf(icon: string) {
  const module = (await import(
    pathToFileURL(path.join(libraryDir(), `dist/esm/icons/${icon}.mjs`)).href
  )) as {
    __iconData: { size?: number; node: [string, Record<string, string | number>][] };
  };
  const { size = 24, node } = module.__iconData;
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([name]) => name !== "key")
      .map(([name, value]) => ` ${name}="${String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`)
      .join("");
    return `<${tag}${written}/>`;
  });
  return `<symbol id="${icon}" viewBox="0 0 ${size} ${size}">${shapes.join("")}</symbol>`;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.[jt]sx?$/.test(entry.name) ? [full] : [];
  });
}

function libraryDir() {
  return path.dirname(createRequire(import.meta.url).resolve("lucide-react/package.json"));
}
