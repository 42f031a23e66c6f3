import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { consoleIcon } from "~/components/console/icons";
import { icon } from "~/components/icons";
import { spriteIcon } from "~/components/ui/sprite-icon";

// Icons are references into two sprite files the build makes from app/assets/icons (decision 0048).
const ICONS = path.resolve("app/assets/icons");
const svgFiles = (set: string) =>
  fs
    .readdirSync(path.join(ICONS, set))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -4))
    .sort();
const symbolIds = (sprite: string) =>
  [...fs.readFileSync(path.join(ICONS, sprite), "utf8").matchAll(/<symbol[^>]* id="([^"]+)"/g)]
    .map((m) => m[1])
    .sort();
/** Every module of the app. */
const appModules = (dir = path.resolve("app")): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? appModules(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
/** The sprite file and symbol an icon component draws. */
const reference = (icon: unknown) => {
  const html = renderToStaticMarkup(createElement(icon as Parameters<typeof createElement>[0]));
  const [, file, id] = /<use href="[^"]*\/(icons(?:-console)?)\.svg#([\w-]+)"/.exec(html) ?? [];
  return { file, id };
};

describe("the icon sprites", () => {
  it("hold exactly the SVG files of their folders, none in both (the committed sprites are current)", () => {
    expect(symbolIds("icons.svg")).toEqual(svgFiles("shop"));
    expect(symbolIds("icons-console.svg")).toEqual(svgFiles("console"));
    for (const id of svgFiles("console")) expect(svgFiles("shop"), id).not.toContain(id);
  });

  it("draw every icon the app makes from its own sprite, each file used", () => {
    // A module makes its icons as `icon("search")` (the shop's) or `consoleIcon("boxes")`; the
    // names are typed by the sprites' name files, so here only "each file used" is left to hold.
    const made = { icon: new Set<string>(), consoleIcon: new Set<string>() };
    for (const file of appModules())
      for (const [, maker, id] of fs
        .readFileSync(file, "utf8")
        .matchAll(/\b(icon|consoleIcon)\("([\w-]+)"\)/g))
        made[maker as keyof typeof made].add(id);
    expect([...made.icon].sort()).toEqual(svgFiles("shop"));
    expect([...made.consoleIcon].sort()).toEqual(svgFiles("console"));
    expect(reference(icon("search"))).toEqual({ file: "icons", id: "search" });
    expect(reference(consoleIcon("boxes"))).toEqual({ file: "icons-console", id: "boxes" });
  });

  it("leave their drawing attributes to the stylesheet: each file's <svg> is a view box", () => {
    for (const set of ["shop", "console"])
      for (const id of svgFiles(set)) {
        const svg = fs.readFileSync(path.join(ICONS, set, `${id}.svg`), "utf8");
        const [, attributes] = /^<svg([^>]*)>/.exec(svg)!;
        // A symbol's own stroke or fill would win over the one app.css gives `.lucide` (and a
        // size utility); a shape may still fill itself (a key's dot).
        expect(attributes.replace(/ xmlns="[^"]+"/, ""), id).toMatch(/^ viewBox="0 0 24 24"$/);
      }
  });

  it("are never fetched for the console's own icons on a customer's page", () => {
    // A storefront module (not the console's components or routes) uses only the shop's sprite.
    const consoleModule = /[\\/]app[\\/](components[\\/]console[\\/]|routes[\\/]admin[.\\/])/;
    const storefront = appModules().filter((file) => !consoleModule.test(file));
    for (const file of storefront)
      expect(fs.readFileSync(file, "utf8"), file).not.toContain('from "~/components/console/icons"');
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
