import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/env.server";
import { singleton } from "~/utils/singleton.server";
import { logger } from "../logger.server";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** It carries a secret (a licence key, account details): the log gets its address and subject only. */
  secret?: boolean;
  /** Extra headers (List-Unsubscribe of the status alerts). */
  headers?: Record<string, string>;
  /**
   * The message's Message-ID: the outbox gives each of its e-mails one of its own, the same on every
   * attempt, so a message sent again after a crash is recognised as the same one by mail clients.
   */
  messageId?: string;
}

export interface OutboxEntry extends Mail {
  id: number;
  sentAt: string;
}

const OUTBOX_SIZE = 50;
const store = singleton(
  "mail",
  () => ({}) as { outbox?: OutboxEntry[]; smtp?: { url: string; transport: Transporter } },
);

/** The messages the embedded mail backing kept, newest first (the dev outbox page shows them). */
export function outbox(): OutboxEntry[] {
  return (store.outbox ??= []);
}

/**
 * Sends a message: over SMTP when SMTP_URL is set; otherwise it is written to the log and kept in
 * the dev outbox, so a fresh machine can follow its sign-in links.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (SMTP_URL) {
    if (store.smtp?.url !== SMTP_URL)
      store.smtp = {
        url: SMTP_URL,
        // Bounded waits: a hung relay fails the attempt (the outbox retries it); while it waits, the
        // sender keeps renewing its lease, so no other sender takes over an e-mail still being sent.
        transport: nodemailer.createTransport({
          url: SMTP_URL,
          connectionTimeout: 20_000,
          greetingTimeout: 20_000,
          socketTimeout: 60_000,
        }),
      };
    const { secret: _secret, ...message } = mail;
    await store.smtp.transport.sendMail({ from: MAIL_FROM, ...message });
    return;
  }
  const list = outbox();
  const entry = { ...mail, id: (list[0]?.id ?? 0) + 1, sentAt: new Date().toISOString() };
  list.unshift(entry);
  list.length = Math.min(list.length, OUTBOX_SIZE);
  logger().info(
    { mail: { to: mail.to, subject: mail.subject, ...(mail.secret ? {} : { text: mail.text }) } },
    "mail written to the dev outbox",
  );
}
