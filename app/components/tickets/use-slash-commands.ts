import { useRef, useState, type KeyboardEvent } from "react";
import { searchCannedReplies, slashQuery, type CannedReplyView } from "~/utils/canned-replies";

/** How many canned replies the "/" suggestions offer at once. */
const SUGGESTIONS = 6;

/**
 * Canned replies in the reply box (staff answering): "/" followed by words suggests the matching
 * replies — ↑/↓ move, Enter or Tab inserts the highlighted one in place of the "/words", Escape
 * dismisses that slash — and a reply picked from the menu is added to the text. `listId` names the
 * suggestions' list for the textarea's ARIA attributes.
 */
export function useSlashCommands({
  text,
  setText,
  canned,
  enabled,
  listId,
  onInsert,
}: {
  text: string;
  setText: (text: string) => void;
  canned: CannedReplyView[] | null;
  /** Only once the page is interactive (without JavaScript the menu is a form). */
  enabled: boolean;
  listId: string;
  /** After a reply went in (the box clears its error). */
  onInsert?: () => void;
}) {
  const [active, setActive] = useState(0);
  // Where a dismissed slash stands: its suggestions stay closed until the text loses it.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const slash = enabled && canned?.length ? slashQuery(text) : null;
  const matches =
    slash && slash.start !== dismissed
      ? searchCannedReplies(
          canned!.filter((reply) => !reply.missing.length),
          slash.query,
        ).slice(0, SUGGESTIONS)
      : null;
  const current = matches?.length ? Math.min(active, matches.length - 1) : 0;

  /** Adds a reply: in place of the text from `replaceFrom` on, or on a line of its own at the end. */
  const insert = (reply: string, replaceFrom = text.length) => {
    const before = text.slice(0, replaceFrom);
    const next =
      replaceFrom < text.length || !before.trim() ? before + reply : `${before.trimEnd()}\n${reply}`;
    setText(next);
    setActive(0);
    onInsert?.();
    textarea.current?.focus();
  };

  return {
    textarea,
    matches,
    active: current,
    insert,
    pick: (reply: CannedReplyView) => insert(reply.text, slash!.start),
    /** The text changed: the first suggestion is highlighted again; a slash gone un-dismisses. */
    changed(value: string) {
      setActive(0);
      if (!slashQuery(value)) setDismissed(null);
    },
    aria: {
      "aria-controls": matches?.length ? listId : undefined,
      "aria-activedescendant": matches?.length ? `${listId}-${matches[current].id}` : undefined,
    },
    /** Handles the suggestions' keys; true when the key was theirs. */
    keyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
      if (!matches?.length || !slash) return false;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const step = e.key === "ArrowDown" ? 1 : matches.length - 1;
        setActive((current + step) % matches.length);
        return true;
      }
      if ((e.key === "Enter" && !e.ctrlKey && !e.metaKey && !e.shiftKey) || e.key === "Tab") {
        e.preventDefault();
        insert(matches[current].text, slash.start);
        return true;
      }
      if (e.key === "Escape") {
        e.preventDefault();
        setDismissed(slash.start);
        return true;
      }
      return false;
    },
  };
}
