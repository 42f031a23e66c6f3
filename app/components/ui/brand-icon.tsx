import type { BrandIconName } from "./brand-icons";

export type { BrandIconName } from "./brand-icons";

/**
 * A brand glyph (social networks, payment systems) drawn in the current text colour: a CSS mask
 * of public/brand/<name>.svg (app.css `.brand-icon`), so pages do not repeat the glyph's path.
 */
export function BrandIcon({ name, className = "size-5" }: { name: BrandIconName; className?: string }) {
  return <span className={`brand-icon brand-${name} ${className}`} aria-hidden="true" />;
}
