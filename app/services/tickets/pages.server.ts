import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { purchases, users, type TranscriptLine, type User } from "~/db/schema";
import { requestLang } from "~/i18n/i18n.server";
import { localizePath } from "~/utils/lang";
import { replyMode } from "~/utils/ticket-access";
import type { TicketMessagesPayload } from "~/utils/ticket-events";
import {
  createTicketSchema,
  noteSchema,
  ratingSchema,
  replySchema,
  ticketIdSchema,
} from "~/utils/ticket-schemas";
import { parseOpenTickets, type TicketNoteView } from "~/utils/tickets";
import { readBody } from "~/utils/http.server";
import {
  blockTicketAuthor,
  closeTicket,
  createTicket,
  rateTicket,
  readTicket,
  requestHelp,
  sendMessage,
  takeInWork,
  takeNeedHelpInWork,
} from "./commands.server";
import { TicketError } from "./errors.server";
import type { CannedReplyView } from "~/utils/canned-replies";
import { cannedRepliesFor } from "./canned-replies.server";
import {
  customerContext,
  revealTicketKey,
  ticketPurchase,
  type CustomerContextView,
  type TicketPurchaseView,
} from "./customer-context.server";
import { addNote, notesForPage } from "./notes.server";
import { transcriptOf } from "./transcripts.server";
import { getMessages, listTickets, type TicketListName } from "./queries.server";

/**
 * What the ticket pages share: loading a list with the tickets opened by `?ticket=` (SPEC §2.3),
 * and the form actions that make every ticket action work without JavaScript (and, through a
 * fetcher, with it). The live socket only adds speed on top of these.
 */

export type ThreadData = TicketMessagesPayload & {
  mode: ReturnType<typeof replyMode>;
  replyKey: string;
  /** Internal notes, for staff who may keep them; null for everyone else (never in their HTML). */
  notes: TicketNoteView[] | null;
  /** Canned replies for staff answering it: the customer's language, variables filled in. */
  canned: CannedReplyView[] | null;
  /** The reply box's text to start with: a canned reply picked without JavaScript (`?canned=`). */
  draft: string;
  /** The purchase the ticket is about (its author and staff see its card). */
  purchase: TicketPurchaseView | null;
  /** The staff side panel about the customer; null for everyone else. */
  customer: CustomerContextView | null;
  /** The assistant conversation the ticket was opened from (its author and staff see it). */
  transcript: TranscriptLine[] | null;
};

/**
 * A thread as a page shows it, unread count included. Loading it never marks it read (a GET
 * writes nothing): the open thread says so itself, over the socket with JavaScript and by its
 * "mark as read" form post without (the `read` intent below); a reply reads everything before it.
 */
export async function openThread(user: User, ticketId: number, request: Request): Promise<ThreadData> {
  const { ticket, messages } = await getMessages(user, ticketId);
  const mode = replyMode(ticket, user);
  const lang = requestLang(request);
  const [notes, canned, purchase, customer, transcript] = await Promise.all([
    notesForPage(user, ticket),
    mode === "close" ? cannedRepliesForTicket(ticket) : null,
    ticketPurchase(ticket, lang),
    customerContext(user, ticket, lang),
    transcriptOf(ticket.id),
  ]);
  // `?canned=<ticket>:<reply>` (a link of the canned list without JavaScript) fills the box.
  const url = new URL(request.url);
  const [forTicket, replyId] = (url.searchParams.get("canned") ?? "").split(":").map(Number);
  const draft =
    (forTicket === ticketId && canned?.find((c) => c.id === replyId && !c.missing.length)?.text) || "";
  // A fresh idempotency key per render: a form resubmitted without JavaScript is stored once.
  return {
    ticket,
    messages,
    notes,
    canned,
    draft,
    purchase,
    customer,
    transcript,
    mode,
    replyKey: randomUUID(),
  };
}

/** Canned replies in the customer's language, with the product of the ticket's purchase. */
async function cannedRepliesForTicket(ticket: TicketMessagesPayload["ticket"]) {
  const [author] = await db()
    .select({ lang: users.lang, productRu: purchases.nameRu, productEn: purchases.nameEn })
    .from(users)
    .leftJoin(purchases, eq(purchases.id, ticket.purchaseId ?? 0))
    .where(eq(users.id, ticket.authorId));
  const lang = author?.lang ?? "ru";
  return cannedRepliesFor(lang, {
    login: ticket.authorLogin ?? undefined,
    ticket: String(ticket.id),
    product: (lang === "en" ? author?.productEn : author?.productRu) ?? undefined,
  });
}

/** A list page: the list, and the threads its `?ticket=` opens; unknown ids drop out of the URL. */
export async function loadListPage(request: Request, user: User, list: TicketListName) {
  const url = new URL(request.url);
  const wanted = parseOpenTickets(url.searchParams.get("ticket"));
  const threads: ThreadData[] = [];
  for (const id of wanted) {
    try {
      threads.push(await openThread(user, id, request));
    } catch (error) {
      if (!(error instanceof TicketError)) throw error;
    }
  }
  if (threads.length !== wanted.length) {
    const kept = threads.map((t) => t.ticket.id);
    if (kept.length) url.searchParams.set("ticket", kept.join(","));
    else url.searchParams.delete("ticket");
    throw redirect(url.pathname + url.search);
  }
  return { list: await listTickets(user, list), threads, viewer: { id: user.id, role: user.role } };
}

export type TicketActionResult =
  | {
      ok: false;
      intent: string;
      ticketId?: number;
      error: string;
      fields?: Record<string, string[]>;
      /** What a refused new ticket held, so the form without JavaScript comes back as it was sent. */
      values?: { subject: string; purchaseId: string; message: string };
    }
  | { ok: true; intent: string; ticketId: number; key?: string };

/** A refused form's messages (translation keys) by field. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[String(issue.path[0])] ??= []).push(issue.message);
  return fields;
}

function back(request: Request, fallback?: string) {
  const url = new URL(request.url);
  // A canned reply picked without JavaScript filled the box once; the post used it.
  if (url.searchParams.has("canned")) {
    url.searchParams.delete("canned");
    url.search = url.search.replaceAll("%2C", ",");
  }
  return redirect(fallback ?? url.pathname + url.search);
}

/** The page actions: create, reply, read, take, take-need-help, help, close, block (form posts). */
export async function ticketPageAction(
  request: Request,
  user: User,
  clientIp?: string,
): Promise<Response | TicketActionResult> {
  const body = await readBody(request);
  // The reply box's "Note" button posts the same form as a note.
  const intent = body.intent === "reply" && body.kind === "note" ? "note" : String(body.intent ?? "");
  const lang = requestLang(request);
  const ticketId = Number(body.ticketId) || undefined;
  const fail = (
    error: string,
    fields?: Record<string, string[]>,
  ): Extract<TicketActionResult, { ok: false }> => ({
    ok: false,
    intent,
    ticketId,
    error,
    fields,
  });
  try {
    switch (intent) {
      case "create": {
        const parsed = createTicketSchema.safeParse({
          ...body,
          files: typeof body.files === "string" && body.files ? body.files.split(",").map(Number) : undefined,
        });
        if (!parsed.success) {
          const text = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : "");
          return {
            ...fail("INVALID", fieldErrors(parsed.error.issues)),
            values: { subject: text("subject"), purchaseId: text("purchaseId"), message: text("message") },
          };
        }
        const ticket = await createTicket(user, parsed.data);
        if (request.headers.get("Accept")?.includes("application/json") || body.fetcher === "1")
          return { ok: true, intent, ticketId: ticket.id };
        return redirect(localizePath(`/profile/tickets?ticket=${ticket.id}`, lang));
      }
      case "note": {
        const parsed = noteSchema.safeParse({
          ticketId: body.ticketId,
          text: body.message,
          clientId: body.clientId || undefined,
        });
        if (!parsed.success) return fail("INVALID", { message: [parsed.error.issues[0].message] });
        await addNote(user, parsed.data);
        return back(request);
      }
      case "rate": {
        const parsed = ratingSchema.safeParse(body);
        if (!parsed.success) {
          return fail("INVALID", fieldErrors(parsed.error.issues));
        }
        await rateTicket(user, parsed.data);
        return back(request);
      }
      case "reply": {
        const parsed = replySchema.safeParse({
          ticketId: body.ticketId,
          message: body.message,
          clientId: body.clientId || undefined,
        });
        if (!parsed.success) return fail("INVALID", { message: [parsed.error.issues[0].message] });
        await sendMessage(user, parsed.data);
        return back(request);
      }
    }
    const parsed = ticketIdSchema.safeParse(body);
    if (!parsed.success) return fail("INVALID");
    const id = parsed.data.ticketId;
    switch (intent) {
      case "read":
        await readTicket(user, id);
        return back(request);
      case "take":
        await takeInWork(user, id);
        return back(request, localizePath(`/profile/techsupport/my?ticket=${id}`, lang));
      case "takeNeedHelp":
        await takeNeedHelpInWork(user, id);
        return back(request, localizePath(`/profile/owner/my?ticket=${id}`, lang));
      case "help":
        await requestHelp(user, id);
        return back(request);
      case "close":
        await closeTicket(user, id);
        return back(request);
      case "block":
        await blockTicketAuthor(user, id);
        return back(request);
      case "revealKey":
        // The key is in this one answer (never in a URL or a redirect).
        return { ok: true, intent, ticketId: id, key: await revealTicketKey(user, id, clientIp ?? null) };
    }
    return fail("INVALID");
  } catch (error) {
    if (error instanceof TicketError)
      return fail(error.code, error.field ? { [error.field]: [`tickets.errors.${error.code}`] } : undefined);
    throw error;
  }
}
