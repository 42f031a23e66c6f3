import { z } from "zod";
import { counterSchema, idSchema } from "./ids";
import { stripControlChars } from "./plain-text";
import { CREATE_MESSAGE_MIN, FILES_PER_MESSAGE_MAX, MESSAGE_MAX, TICKET_SUBJECTS } from "./tickets";

/**
 * The ticket forms and socket payloads as schemas (SPEC §5 limits); messages are translation keys.
 * Apart from tickets.ts so that the pages that only show tickets do not load the schema library.
 */

const ticketId = idSchema;

/** The ticket creation form (SPEC §5): messages are translation keys. */
export const createTicketSchema = z.object({
  subject: z.enum(TICKET_SUBJECTS, { error: "tickets.errors.subjectRequired" }),
  message: z
    .string({ error: "validation.required" })
    .overwrite(stripControlChars)
    .trim()
    .min(1, "validation.required")
    .min(CREATE_MESSAGE_MIN, "tickets.errors.messageLength")
    .max(MESSAGE_MAX, "tickets.errors.messageLength"),
  files: z
    .union([z.array(ticketId), ticketId.transform((id) => [id])])
    .optional()
    .transform((v) => v ?? [])
    .refine((v) => v.length <= FILES_PER_MESSAGE_MAX, "tickets.errors.tooManyFiles"),
  /** The author's purchase the ticket is about (optional; "" from the form's "none" choice). */
  purchaseId: z.preprocess((v) => (v === "" || v === null ? undefined : v), ticketId.optional()),
  /** The assistant chat the ticket is opened from: its conversation is attached (optional). */
  assistantSessionId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional()),
  termOfUse: z.literal(["on", "true", true], { error: "validation.acceptTerms" }),
  personalData: z.literal(["on", "true", true], { error: "validation.acceptPersonalData" }),
});

/** Text a reply may leave empty: control characters dropped, trimmed, up to 500 characters. */
const optionalText = z
  .string()
  .overwrite(stripControlChars)
  .trim()
  .max(MESSAGE_MAX, "tickets.errors.replyLength")
  .optional()
  .default("");

/** A reply: text up to 500 characters; required only when no file is attached (SPEC §5). */
export const replySchema = z
  .object({
    ticketId,
    message: optionalText,
    files: z.array(ticketId).max(FILES_PER_MESSAGE_MAX, "tickets.errors.tooManyFiles").optional().default([]),
    /** The sender's idempotency key: a retry with the same key is stored once. */
    clientId: z.uuid().optional(),
  })
  .refine((v) => v.message.length > 0 || v.files.length > 0, {
    path: ["message"],
    message: "validation.required",
  });

/** An internal note: text only (pictures belong in the conversation), same length as a reply. */
export const noteSchema = z.object({
  ticketId,
  text: z
    .string({ error: "validation.required" })
    .overwrite(stripControlChars)
    .trim()
    .min(1, "validation.required")
    .max(MESSAGE_MAX, "tickets.errors.replyLength"),
  clientId: z.uuid().optional(),
});

/** The customer's rating of the help after the close: 1–5 stars and an optional comment. */
export const ratingSchema = z.object({
  ticketId,
  rating: z.coerce
    .number({ error: "tickets.errors.ratingRequired" })
    .int("tickets.errors.ratingRequired")
    .min(1, "tickets.errors.ratingRequired")
    .max(5, "tickets.errors.ratingRequired"),
  comment: optionalText,
});

export const ticketIdSchema = z.object({ ticketId });
export const ticketMessagesRequestSchema = z.object({
  ticketId,
  /** Only messages after this sequence number (a reconnect); all when absent. */
  afterSeq: counterSchema.optional(),
});
