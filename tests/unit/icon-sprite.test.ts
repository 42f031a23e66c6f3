import path from "node:path";
import * as icons from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { spriteIcon } from "~/components/ui/sprite-icon";
import { buildSprites, iconFiles, spriteImports } from "../../scripts/icon-sprite";

// The production build draws icons from sprite files (scripts/icon-sprite.ts, decision 0038).
const files = iconFiles();
let sprites: Awaited<ReturnType<typeof buildSprites>>;
beforeAll(async () => {
  sprites = await buildSprites(path.resolve("app"), files);
});

/** Each `<symbol>` of a sprite by its id, with its drawing. */
const symbols = (source: string) =>
  new Map(
    [...source.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe("icons from a sprite", () => {
  it("turns a module's icon imports into sprite icons and keeps its type imports", () => {
    const spriteOf = new Map([
      ["menu", "shop" as const],
      ["x", "shop" as const],
      ["bell-ring", "console" as const],
    ]);
    const code = [
      `import { Link } from "@remix-run/react";`,
      `import { BellRing, Menu, X as Close, type LucideIcon } from "lucide-react";`,
      `const list: LucideIcon[] = [Menu];`,
    ].join("\n");
    const out = spriteImports(code, files, spriteOf);
    expect(out).not.toMatch(/from "lucide-react";\n(?!const)/);
    expect(out).toContain(`import { spriteIcon } from "~/components/ui/sprite-icon";`);
    expect(out).toContain(`import shopSprite from "virtual:icon-sprite/shop";`);
    expect(out).toContain(`import consoleSprite from "virtual:icon-sprite/console";`);
    expect(out).toContain(`const Menu = /* @__PURE__ */ spriteIcon(shopSprite, "menu");`);
    expect(out).toContain(`const Close = /* @__PURE__ */ spriteIcon(shopSprite, "x");`);
    expect(out).toContain(`const BellRing = /* @__PURE__ */ spriteIcon(consoleSprite, "bell-ring");`);
    expect(out).toContain(`import type { LucideIcon } from "lucide-react";`);
    expect(out).toContain(`import { Link } from "@remix-run/react";`);
    // An import of something that is not an icon stays as it was.
    const helper = `import { createLucideIcon } from "lucide-react";`;
    expect(spriteImports(helper, files, spriteOf)).toBe(helper);
  });

  it("holds every icon the app imports, the console's own apart, each drawn as the library draws it", () => {
    const shop = symbols(sprites.files.shop.source);
    const console = symbols(sprites.files.console.source);
    // The header's, a cheat page's and the console's navigation icons.
    for (const icon of ["menu", "search", "wallet", "shopping-cart", "chevron-right"])
      expect(shop.has(icon), icon).toBe(true);
    expect(console.size).toBeGreaterThan(0);
    for (const icon of console.keys()) expect(shop.has(icon), icon).toBe(false);
    for (const [icon, sprite] of sprites.spriteOf)
      expect((sprite === "shop" ? shop : console).has(icon), icon).toBe(true);
    // The symbol's shapes are the library's own component's, attribute for attribute.
    const byFile = new Map([...files].map(([name, file]) => [file, name]));
    for (const [icon, drawing] of [...shop, ...console]) {
      const component = (icons as unknown as Record<string, Parameters<typeof createElement>[0]>)[
        byFile.get(icon)!
      ];
      const inline = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
      expect(normalise(drawing), icon).toBe(normalise(inline));
    }
    // Named by their content: a changed drawing is a new file, never a stale cached one.
    expect(sprites.files.shop.fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
    expect(sprites.files.console.fileName).toMatch(/^assets\/icons-console-[\w-]{8}\.svg$/);
  });

  it("draws an icon as a reference into the sprite, hidden from screen readers unless named", () => {
    const Menu = spriteIcon("/assets/icons-abc.svg", "menu");
    expect(renderToStaticMarkup(createElement(Menu, { className: "size-5" }))).toBe(
      '<svg aria-hidden="true" class="lucide size-5"><use href="/assets/icons-abc.svg#menu"></use></svg>',
    );
    const named = renderToStaticMarkup(createElement(Menu, { "aria-label": "Menu", role: "img" }));
    expect(named).not.toContain("aria-hidden");
    expect(named).toContain('aria-label="Menu"');
  });
});

/** Shapes as a set of tags with sorted attributes: the sprite writes `<path d=""/>`, React `<path d=""></path>`. */
function normalise(markup: string) {
  return [...markup.matchAll(/<(\w+)([^>]*?)\/?>/g)]
    .map(
      ([, tag, attributes]) =>
        `${tag}:${[...attributes.matchAll(/([\w-]+)="([^"]*)"/g)]
          .map((a) => `${a[1]}=${a[2]}`)
          .sort()
          .join(",")}`,
    )
    .join("|");
}
