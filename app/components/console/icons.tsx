import sprite from "~/assets/icons/icons-console.svg?url";
import type { IconName } from "~/assets/icons/console-names";
import { spriteIcon } from "~/components/ui/sprite-icon";

/**
 * One of the icons only the console uses (decision 0048), in a sprite of its own that a
 * customer's browser never fetches; the console's other icons are the shop's (`icon`).
 */
export const consoleIcon = (name: IconName) => spriteIcon(sprite, name);
