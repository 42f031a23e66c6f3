import sprite from "~/assets/icons/icons-console.svg?url";
import type { IconName } from "~/assets/icons/console-names";
import { spriteIcon } from "~/components/ui/sprite-icon";

/*
 * Icons only the console uses (decision 0048), in a sprite of their own that a customer's browser
 * never fetches; the console's other icons come from ~/components/icons.
 */
const icon = (name: IconName) => spriteIcon(sprite, name);

export const Bold = /* @__PURE__ */ icon("letter-b");
export const Boxes = /* @__PURE__ */ icon("boxes");
export const ClipboardList = /* @__PURE__ */ icon("clipboard-list");
export const Code = /* @__PURE__ */ icon("code");
export const Download = /* @__PURE__ */ icon("download");
export const Gamepad2 = /* @__PURE__ */ icon("gamepad-2");
export const Heading2 = /* @__PURE__ */ icon("heading-2");
export const Heading3 = /* @__PURE__ */ icon("heading-3");
export const Images = /* @__PURE__ */ icon("images");
export const Italic = /* @__PURE__ */ icon("italic");
export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard");
export const List = /* @__PURE__ */ icon("list");
export const ListOrdered = /* @__PURE__ */ icon("list-ordered");
export const MailWarning = /* @__PURE__ */ icon("mail-exclamation-point");
export const MessagesSquare = /* @__PURE__ */ icon("messages-square");
export const Quote = /* @__PURE__ */ icon("quote");
export const Receipt = /* @__PURE__ */ icon("receipt");
export const Redo2 = /* @__PURE__ */ icon("redo-2");
export const RotateCw = /* @__PURE__ */ icon("rotate-cw");
export const Strikethrough = /* @__PURE__ */ icon("strikethrough");
export const Underline = /* @__PURE__ */ icon("underline");
export const Undo2 = /* @__PURE__ */ icon("undo-2");
export const Upload = /* @__PURE__ */ icon("upload");
