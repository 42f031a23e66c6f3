import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerEnvelope } from "smtp-server";

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startSmtpCapture(host = "127.0.0.1", port = 0) {
  const messages: ParsedMail[] = [];
  /** What each message's SMTP transaction said (recipients as sent, whether SMTPUTF8 was asked). */
  const envelopes: SMTPServerEnvelope[] = [];
  /** Addresses refused for now (a full mailbox, a greylisting server): a test's failed sends. */
  const refusing = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusing.has(address.address)) return callback();
      const error = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      envelopes.push(session.envelope);
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${address.port}`,
    messages,
    envelopes,
    refusing,
    /** The newest message to an address, waiting for it to arrive. */
    async waitFor(to: string, timeoutMs = 5000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = [...messages]
          .reverse()
          .find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
