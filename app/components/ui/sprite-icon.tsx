import type { SVGProps } from "react";

/**
 * An icon of the icon set drawn from the build's sprite file (scripts/icon-sprite.ts, decision
 * 0038): in the production build each icon imported from the icon library is made here, as
 * `spriteIcon(sprite, "menu")`, so a page's HTML carries a reference of ~100 bytes
 * per icon instead of its drawing, and the browser's code no icon drawings or the library's
 * renderer. Development and the unit tests keep the library's own components.
 *
 * The markup keeps the library's class (`lucide`: app.css draws every `.lucide`; the symbol's id
 * names the icon) and its rule for screen readers: hidden unless given a label, a role or a title.
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
