import type { SVGProps } from "react";

/**
 * An icon drawn from a sprite file (decision 0048; the icons are made in ~/components/icons as
 * `spriteIcon(sprite, "menu")`): a page's HTML carries a reference of ~100 bytes per icon instead
 * of its drawing, and the browser's code no drawings — the same in development, production and
 * the unit tests.
 *
 * The markup keeps the icon set's class (`lucide`: app.css draws every `.lucide` — stroke, fill,
 * line ends, default size; the symbol's id names the icon) and its rule for screen readers:
 * hidden unless given a label, a role or a title.
 */
export function spriteIcon(sprite: string, name: string) {
  const href = `${sprite}#${name}`;
  function SpriteIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    const named = Object.keys(props).some(
      (key) => key.startsWith("aria-") || key === "role" || key === "title",
    );
    return (
      <svg
        {...(named ? null : { "aria-hidden": true })}
        {...props}
        className={className ? `lucide ${className}` : "lucide"}
      >
        <use href={href} />
      </svg>
    );
  }
  SpriteIcon.displayName = `SpriteIcon(${name})`;
  return SpriteIcon;
}

/** An icon component, as a prop or a table of icons names it. */
export type IconComponent = ReturnType<typeof spriteIcon>;
