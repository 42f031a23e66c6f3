import { outbox, type OutboxEntry } from "~/services/mail/mailer.server";
import { outboxSettled } from "~/services/mail/outbox.server";

/**
 * The e-mails the embedded mail backing received, newest first, once the mail outbox's background
 * send has finished (customer e-mails leave through it after their transaction commits).
 */
export async function sentMail(): Promise<OutboxEntry[]> {
  await outboxSettled();
  return outbox();
}
