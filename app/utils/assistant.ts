import { z } from "zod";
import { stripControlChars } from "./plain-text";
import { TICKET_SUBJECTS, type TicketSubject } from "./tickets";

/** Browser storage key of the assistant's session id (SPEC §3: each under its own key). */
export const ASSISTANT_SESSION_KEY = "aiChatSessionId";

/** Longest question the assistant takes, in characters. */
export const ASSISTANT_MESSAGE_MAX = 500;

/** Where a reply sends a customer who needs a person: the tickets page with the creation form. */
export const TICKET_LINK_PATH = "/profile/tickets?new#new-ticket";

/**
 * The same form for trouble with an order: the payment subject and the customer's newest purchase
 * already chosen ("last" is read by the form, which knows the purchases; issue 55).
 */
export const ORDER_TICKET_LINK_PATH = "/profile/tickets?new&subject=paymentProblem&purchase=last#new-ticket";

/** What a ticket link chooses in the form: a subject, a purchase by id or the newest ("last"). */
export interface TicketPreset {
  subject?: TicketSubject;
  purchase?: number | "last";
}

/** The preset of a ticket link's query (anything else in it ignored). */
export function ticketPreset(search: URLSearchParams): TicketPreset {
  const subject = search.get("subject");
  const purchase = search.get("purchase");
  return {
    subject: (TICKET_SUBJECTS as readonly string[]).includes(subject ?? "")
      ? (subject as TicketSubject)
      : undefined,
    purchase:
      purchase === "last" ? "last" : /^[1-9]\d{0,9}$/.test(purchase ?? "") ? Number(purchase) : undefined,
  };
}

/** A stored chat message (SPEC §3 AI chat message). */
export interface AssistantMessage {
  id: number;
  isBot: boolean;
  text: string;
  sessionId: string;
  createdAt: string;
}

/** GET /api/ai-chat/start: the session's messages, oldest first, and the id to keep. */
export interface AssistantStart {
  list: AssistantMessage[];
  sessionId: string;
}

/** POST /api/ai-chat/send-message: the stored question and the assistant's reply. */
export interface AssistantSent {
  sent: AssistantMessage;
  received: AssistantMessage;
}

/** The error answer of the assistant API: a translated message and a code for the client. */
export interface AssistantError {
  message: string;
  code: "invalid-session" | "invalid-text" | "text-too-long" | "too-many-requests" | "unavailable";
}

export const sendMessageSchema = z.object({
  sessionId: z.uuid(),
  text: z.string().overwrite(stripControlChars).trim().min(1).max(ASSISTANT_MESSAGE_MAX),
});

/** A piece of a reply line: text, or a link to one of the shop's pages. */
export type ReplyPart = { text: string } | { text: string; href: string };

/** A reply block: a paragraph of parts, or a passage quoted from the shop's pages. */
export type ReplyBlock = { kind: "paragraph"; parts: ReplyPart[] } | { kind: "quote"; text: string };

// Only the shop's own paths become links; anything else (an address an LLM invented included)
// stays text.
const SAFE_PATH = /^\/[\w\-./%]*(\?[\w\-=&%.]*)?(#[\w-]*)?$/;
const LINK = /\[([^\]\n]{1,120})\]\(([^)\s]{1,300})\)/g;

/** Whether a link target is one of the shop's own pages. */
export function isShopPath(href: string) {
  return SAFE_PATH.test(href) && !href.startsWith("//");
}

/**
 * Reads the assistant's reply markup: lines starting with "> " quote a passage, `[label](/path)`
 * links one of the shop's pages. Everything renders as text, never as HTML.
 */
export function parseReply(text: string): ReplyBlock[] {
  const blocks: ReplyBlock[] = [];
  for (const raw of text.split(/\n{2,}/)) {
    const lines = raw.split("\n");
    let paragraph: string[] = [];
    let quoting = false;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: "paragraph", parts: linkParts(paragraph.join("\n")) });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith("> ")) {
        flush();
        const last = blocks[blocks.length - 1];
        if (quoting && last?.kind === "quote") last.text += `\n${line.slice(2)}`;
        else blocks.push({ kind: "quote", text: line.slice(2) });
        quoting = true;
      } else {
        paragraph.push(line);
        quoting = false;
      }
    }
    flush();
  }
  return blocks;
}

function linkParts(text: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    const [, label, href] = match;
    parts.push(isShopPath(href) ? { text: label, href } : { text: label });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** Rewrites every `[label](href)` of a text; `replace` returns what stands in its place. */
export function rewriteLinks(text: string, replace: (label: string, href: string) => string) {
  return text.replace(LINK, (_whole, label: string, href: string) => replace(label, href));
}

/** The links of a reply, in order (the evaluation checks the cited pages with it). */
export function replyLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[2]).filter(isShopPath);
}
