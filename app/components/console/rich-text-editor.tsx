import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { IconComponent } from "~/components/ui/sprite-icon";
import { icon } from "~/components/icons";
import { consoleIcon } from "~/components/console/icons";
import { useTranslation } from "~/i18n/react";

const Bold = consoleIcon("letter-b");
const Code = consoleIcon("code");
const Heading2 = consoleIcon("heading-2");
const Heading3 = consoleIcon("heading-3");
const Italic = consoleIcon("italic");
const Link2 = icon("link-2");
const List = consoleIcon("list");
const ListOrdered = consoleIcon("list-ordered");
const Quote = consoleIcon("quote");
const Redo2 = consoleIcon("redo-2");
const Strikethrough = consoleIcon("strikethrough");
const Underline = consoleIcon("underline");
const Undo2 = consoleIcon("undo-2");

/**
 * The console's formatting editor (see rich-text-field.tsx). Only what the shop's sanitizer keeps
 * is offered: h2–h4, paragraphs, bold, italic, underline, strike, lists, quotes, code and links.
 */
export default function RichTextEditor({
  labelId,
  initial,
  onChange,
  invalid,
}: {
  labelId: string;
  initial: string;
  onChange: (html: string) => void;
  invalid: boolean;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ["mailto"] },
      }),
    ],
    content: initial,
    // The page was drawn on the server with a textarea: the editor is made in the browser only.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class:
          "prose-shop min-h-40 px-3.5 py-2.5 text-sm font-normal text-text focus:outline-none [&>*:first-child]:mt-0",
      },
    },
    // An empty document is an empty text, not "<p></p>".
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });
  return (
    <div
      className={`overflow-hidden rounded-xl border bg-surface-2 focus-within:border-accent ${invalid ? "border-status-red" : "border-line"}`}
      data-testid="rich-text-editor"
    >
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

type Chain = ReturnType<Editor["chain"]>;
type Command = {
  key: string;
  icon: IconComponent;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

/** A toolbar button that toggles a mark or a block, pressed while the selection has it. */
const toggle = (
  key: string,
  icon: IconComponent,
  node: string,
  apply: (chain: Chain) => Chain,
  attributes?: Record<string, unknown>,
): Command => ({
  key,
  icon,
  active: (editor) => editor.isActive(node, attributes),
  run: (editor) => apply(editor.chain().focus()).run(),
});

const COMMANDS: Command[] = [
  toggle("bold", Bold, "bold", (c) => c.toggleBold()),
  toggle("italic", Italic, "italic", (c) => c.toggleItalic()),
  toggle("underline", Underline, "underline", (c) => c.toggleUnderline()),
  toggle("strike", Strikethrough, "strike", (c) => c.toggleStrike()),
  toggle("heading2", Heading2, "heading", (c) => c.toggleHeading({ level: 2 }), { level: 2 }),
  toggle("heading3", Heading3, "heading", (c) => c.toggleHeading({ level: 3 }), { level: 3 }),
  toggle("bulletList", List, "bulletList", (c) => c.toggleBulletList()),
  toggle("orderedList", ListOrdered, "orderedList", (c) => c.toggleOrderedList()),
  toggle("quote", Quote, "blockquote", (c) => c.toggleBlockquote()),
  toggle("code", Code, "code", (c) => c.toggleCode()),
];

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  // The pressed state of each button follows the selection.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: COMMANDS.map((command) => command.active(current)),
      link: current.isActive("link"),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  });
  const setLink = () => {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "https://";
    const href = window.prompt(t("console.editor.linkPrompt"), current);
    if (href === null) return;
    if (!href.trim()) editor.chain().focus().extendMarkRange("link").unsetLink().run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const button = (
    key: string,
    Icon: IconComponent,
    onPress: () => void,
    pressed?: boolean,
    disabled?: boolean,
  ) => (
    <button
      key={key}
      type="button"
      // The selection stays in the text while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
      aria-pressed={pressed}
      disabled={disabled}
      aria-label={t(`console.editor.${key}`)}
      title={t(`console.editor.${key}`)}
      className="inline-flex size-11 items-center justify-center rounded-lg md:size-9 text-muted hover:bg-surface-3 hover:text-text disabled:opacity-40 aria-pressed:bg-accent/20 aria-pressed:text-text"
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
  return (
    <div
      role="toolbar"
      aria-label={t("console.editor.toolbar")}
      className="flex flex-wrap gap-0.5 border-b border-line bg-surface p-1"
    >
      {COMMANDS.map((command, index) =>
        button(command.key, command.icon, () => command.run(editor), state.active[index]),
      )}
      {button("link", Link2, setLink, state.link)}
      {button("undo", Undo2, () => editor.chain().focus().undo().run(), undefined, !state.undo)}
      {button("redo", Redo2, () => editor.chain().focus().redo().run(), undefined, !state.redo)}
    </div>
  );
}
