import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/*
 * `import { Menu, X } from "lucide-react"` becomes one import per icon from the library's own
 * per-icon entry points (`lucide-react/icons/menu`) when building (decision 0038). Through the
 * index, which re-exports every icon, each module that names an icon depends on all of them: a
 * chunk that holds one such module (the shell every page loads, browser-chunks.ts) would take in
 * every icon any page uses. Per icon, each lands with the code that draws it.
 */
const FROM_INDEX = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

export function iconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: "icon-imports",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id.split("?")[0])) return null;
      if (!code.includes("lucide-react")) return null;
      const byName = (files ??= iconFiles());
      const rewritten = code.replace(FROM_INDEX, (whole, specifiers: string) => {
        const imports: string[] = [];
        const types: string[] = [];
        for (const specifier of specifiers
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)) {
          if (specifier.startsWith("type ")) {
            types.push(specifier.slice(5));
            continue;
          }
          const [name, alias = name] = specifier.split(/\s+as\s+/);
          const file = byName.get(name);
          // Anything but an icon (a helper of the library) keeps its import from the index.
          if (!file) return whole;
          imports.push(`import ${alias} from "lucide-react/icons/${file}";`);
        }
        if (types.length) imports.push(`import type { ${types.join(", ")} } from "lucide-react";`);
        return imports.join("\n");
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}

/** Each icon name the library's index exports (aliases too), with its file under icons/. */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const index = path.join(
    path.dirname(require.resolve("lucide-react/package.json")),
    "dist/esm/lucide-react.mjs",
  );
  const map = new Map<string, string>();
  const code = fs.readFileSync(index, "utf8");
  for (const [, names, file] of code.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g,
  ))
    for (const name of names.split(",")) {
      const exported = name.trim().split(/\s+as\s+/)[1];
      if (exported) map.set(exported, file);
    }
  return map;
}
