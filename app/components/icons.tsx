import sprite from "~/assets/icons/icons.svg?url";
import type { IconName } from "~/assets/icons/shop-names";
import { spriteIcon } from "~/components/ui/sprite-icon";

/**
 * One of the shop's icons (decision 0048): a reference into the sprite file the build makes from
 * app/assets/icons/shop (vite-plugin-icons-spritesheet), the same in development and production.
 * A module makes the icons it draws itself — `const Search = icon("search")` after its imports —
 * so each icon's few bytes land in the chunk of the page that uses it, not in the code every
 * page loads. Icons only the console uses come from `consoleIcon` (~/components/console/icons).
 */
export const icon = (name: IconName) => spriteIcon(sprite, name);
