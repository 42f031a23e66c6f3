import { MESSAGE_MAX } from "./tickets";

/** A canned reply's text is a reply: the same limit. */
export const CANNED_REPLY_MAX = MESSAGE_MAX;

/** The variables a canned reply may hold, as the owner writes them. */
export const CANNED_VARIABLES = ["login", "ticket", "product"] as const;
export type CannedVariable = (typeof CANNED_VARIABLES)[number];

/** A canned reply as staff see it in a ticket: in the customer's language, variables filled in. */
export interface CannedReplyView {
  id: number;
  title: string;
  text: string;
  /**
   * The variables this ticket has no value for (a ticket about no purchase has no product): such a
   * reply is listed with the reason and never inserted, so no literal "{product}" reaches a customer.
   */
  missing: CannedVariable[];
}

/** Fills `{login}`, `{ticket}` and `{product}`; one without a value stays as written (see `missing`). */
export function fillCannedReply(body: string, values: Partial<Record<CannedVariable, string>>) {
  return body.replace(/\{(login|ticket|product)\}/g, (whole, name: CannedVariable) => values[name] ?? whole);
}

/** The variables a filled reply still holds, each once, in the order they appear. */
export function unresolvedVariables(text: string): CannedVariable[] {
  return [...new Set([...text.matchAll(/\{(login|ticket|product)\}/g)].map((m) => m[1] as CannedVariable))];
}

/** Replies whose title or text holds every word of the query (any case), in their order. */
export function searchCannedReplies(replies: CannedReplyView[], query: string) {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return replies;
  return replies.filter((reply) => {
    const haystack = `${reply.title} ${reply.text}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The "/" shortcut of the reply box: a slash at the start of the text or after a space, followed
 * by the search words typed so far, at the very end of the text. Null when the text is not one.
 */
export function slashQuery(text: string): { start: number; query: string } | null {
  const match = /(^|\s)\/([^/\n]{0,40})$/.exec(text);
  if (!match) return null;
  return { start: match.index + match[1].length, query: match[2] };
}
