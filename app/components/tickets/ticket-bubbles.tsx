import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { UserAvatar } from "~/components/auth/user-avatar";
import { formatMessageTime } from "~/utils/dates";
import { type Reader } from "~/utils/ticket-access";
import { type TicketMessageView, type TicketNoteView } from "~/utils/tickets";
import { useLang } from "~/utils/use-lang";

const Lock = icon("lock");

// The bubbles of a ticket's thread: a message, a message still on its way, a staff note.

/** An internal note: styled apart from the conversation, and said to be for staff only. */
export function NoteBubble({ note }: { note: TicketNoteView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const time = formatMessageTime(note.createdAt, lang, {
    today: (time) => t("tickets.today", { time }),
    yesterday: (time) => t("tickets.yesterday", { time }),
  });
  return (
    <div
      className="mx-auto max-w-[90%] rounded-xl border border-dashed border-warning/60 bg-warning/10 px-3.5 py-2 text-sm"
      data-testid="note"
    >
      <p className="flex items-center gap-1.5 text-xs text-warning">
        <Lock className="size-3.5" aria-hidden />
        <span className="font-semibold">{t("tickets.notes.label")}</span>
        <span className="text-faint">
          · {note.author?.login ?? t("tickets.author.system")} · {time}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-wrap break-words text-text" data-testid="note-text">
        {note.text}
      </p>
    </div>
  );
}

export function MessageBubble({ message, viewer }: { message: TicketMessageView; viewer: Reader }) {
  const { t } = useTranslation();
  const lang = useLang();
  const time = formatMessageTime(message.createdAt, lang, {
    today: (time) => t("tickets.today", { time }),
    yesterday: (time) => t("tickets.yesterday", { time }),
  });
  if (message.type === "need_help_request" || message.type === "auto_closed") {
    return (
      <p
        className="mx-auto max-w-md rounded-xl bg-surface-3/70 px-3 py-2 text-center text-xs text-muted"
        data-testid="system-message"
      >
        {t(`tickets.system.${message.type}`)} <span className="text-faint">· {time}</span>
      </p>
    );
  }
  const mine = message.author?.id === viewer.id;
  const name = message.author?.login ?? t(`tickets.author.${message.author?.role ?? "system"}`);
  return (
    <div className={`flex gap-2.5 ${mine ? "flex-row-reverse" : ""}`} data-testid="message">
      <UserAvatar
        user={{
          login: name,
          avatarWebP: message.author?.avatarWebP ?? null,
          avatarJPEG: message.author?.avatarJPEG ?? null,
        }}
        size={32}
        className="shrink-0"
      />
      <div className={`max-w-[80%] space-y-1 ${mine ? "items-end text-right" : ""}`}>
        <p className="text-xs text-faint">
          <span className="font-semibold text-muted" data-testid="message-author">
            {name}
          </span>{" "}
          · {time}
        </p>
        {message.text ? (
          <p
            className={`inline-block whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-left text-sm ${
              mine ? "bg-accent-fill text-white" : "bg-surface-3 text-text"
            }`}
            data-testid="message-text"
          >
            {message.text}
          </p>
        ) : null}
        {message.files.length ? (
          <div className={`flex flex-wrap gap-1.5 ${mine ? "justify-end" : ""}`}>
            {message.files.map((f) => (
              <a
                key={f.id}
                href={f.path}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-lg border border-line"
              >
                <img
                  src={f.path}
                  alt={t("tickets.imageAlt", { order: f.order })}
                  width={f.width}
                  height={f.height}
                  loading="lazy"
                  className="h-24 w-auto max-w-40 object-cover"
                />
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function PendingBubble({
  pending,
  onDiscard,
}: {
  pending: { message: string; error?: string; waiting?: string; note?: boolean };
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-row-reverse gap-2.5 opacity-70"
      data-testid={pending.note ? "pending-note" : "pending-message"}
    >
      <div className="max-w-[80%] space-y-1 text-right">
        <p
          className={`inline-block whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-left text-sm ${
            pending.note
              ? "border border-dashed border-warning/60 bg-warning/10 text-text"
              : "bg-accent/60 text-white"
          }`}
        >
          {pending.message || t("tickets.filesOnly")}
        </p>
        <p className="text-xs text-faint">
          {pending.error ? (
            <>
              <span className="text-status-red">{t(`tickets.errors.${pending.error}`)}</span>{" "}
              <button type="button" className="underline" onClick={onDiscard}>
                {t("tickets.discard")}
              </button>
            </>
          ) : pending.waiting ? (
            t(`tickets.errors.${pending.waiting}`)
          ) : (
            t("tickets.sending")
          )}
        </p>
      </div>
    </div>
  );
}
