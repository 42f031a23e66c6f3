import { icon } from "~/components/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ASSISTANT_MESSAGE_MAX } from "~/utils/assistant";
import { ReplyBody } from "./reply-body";
import { useAssistantChat, type ChatItem, type ChatStatus } from "./use-assistant-chat";
import { isFullScreen } from "./full-screen";

const AlertCircle = icon("circle-exclamation-point");
const Bot = icon("bot");
const Loader2 = icon("loader-circle");
const RotateCcw = icon("rotate-ccw");
const SendHorizontal = icon("send-horizontal");
const X = icon("x");

/**
 * The assistant's chat, loaded the first time "Ask the assistant" is chosen (layout/help-launcher.tsx) so
 * that pages never download it before. It stays mounted once loaded: closing and reopening the
 * panel keeps the conversation on screen.
 */
export default function AssistantChat({ open, onClose }: { open: boolean; onClose(): void }) {
  const chat = useAssistantChat();
  const { start } = chat;

  useEffect(() => {
    if (open) void start();
  }, [open, start]);

  // While open: Escape closes, and full screen the page behind must not scroll under the chat.
  // (Here, in the chat's own chunk, rather than in the helper every page carries.)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    const lock = isFullScreen();
    if (lock) document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      if (lock) document.body.style.overflow = "";
    };
  }, [open, onClose]);

  return open ? <ChatPanel chat={chat} onClose={onClose} /> : null;
}

function ChatPanel({ chat, onClose }: { chat: ReturnType<typeof useAssistantChat>; onClose(): void }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { items, pending, sending, loaded, error, status } = chat;

  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [items.length, sending, error]);

  // A link followed from the full-screen chat shows its page.
  const onNavigate = () => {
    if (isFullScreen()) onClose();
  };

  return (
    <section
      role="dialog"
      aria-label={t("assistant.title")}
      className="fixed inset-0 z-50 flex animate-fade-in flex-col overflow-hidden bg-surface min-[500px]:inset-auto min-[500px]:bottom-24 min-[500px]:right-5 min-[500px]:w-[380px] min-[500px]:rounded-2xl min-[500px]:border min-[500px]:border-line min-[500px]:shadow-[0_24px_60px_-20px_#000]"
      data-testid="assistant-panel"
    >
      <header className="flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface-2 px-4">
        <span className="grid size-8 place-items-center rounded-full bg-accent-soft text-accent">
          <Bot className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-sm font-semibold text-text">{t("assistant.title")}</p>
          <StatusLine status={status} />
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-1.5 text-faint transition hover:bg-surface-3 hover:text-text"
          aria-label={t("assistant.close")}
          data-testid="assistant-close"
        >
          <X className="size-5" aria-hidden />
        </button>
      </header>

      <div
        ref={scroller}
        className="h-[calc(100dvh-131px)] space-y-3 overflow-y-auto overscroll-contain px-4 py-3 text-sm leading-relaxed min-[500px]:h-[269px]"
        role="log"
        aria-label={t("assistant.conversation")}
        aria-live="polite"
        data-testid="assistant-scroll"
      >
        {pending ? (
          <p className="flex items-center gap-2 text-muted" data-testid="assistant-pending">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {t("assistant.loading")}
          </p>
        ) : null}
        {!pending && !loaded && error ? (
          <div
            className="rounded-xl border border-status-red/40 bg-status-red/10 p-3 text-text/90"
            role="alert"
          >
            <p className="flex gap-2">
              <AlertCircle className="mt-0.5 size-4 shrink-0 text-status-red" aria-hidden />
              {error}
            </p>
            <button
              type="button"
              onClick={() => void chat.start()}
              className="btn-ghost mt-3 px-3 py-1.5 text-sm"
            >
              <RotateCcw className="size-4" aria-hidden />
              {t("assistant.retry")}
            </button>
          </div>
        ) : null}
        {loaded && items.length === 0 ? (
          <Welcome onAsk={(q) => void chat.send(q)} disabled={sending} />
        ) : null}
        {items.map((item) => (
          <Message
            key={item.localId ?? item.id}
            item={item}
            onNavigate={onNavigate}
            onRetry={() => void chat.send(item.text, item.localId)}
            canRetry={loaded && !sending}
          />
        ))}
        {sending ? <Typing /> : null}
        {loaded && error ? (
          <p className="flex gap-2 text-xs text-status-red" role="alert" data-testid="assistant-error">
            <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
            {error}
          </p>
        ) : null}
      </div>

      <Composer disabled={!loaded} sending={sending} onSend={(text) => chat.send(text)} />
    </section>
  );
}

const STATUS_DOT: Record<ChatStatus, string> = {
  idle: "bg-status-green",
  sending: "bg-accent animate-pulse",
  error: "bg-status-red",
};

function StatusLine({ status }: { status: ChatStatus }) {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-center gap-1.5 text-xs text-muted"
      data-testid="assistant-status"
      data-status={status}
    >
      <span className={`size-1.5 rounded-full ${STATUS_DOT[status]}`} aria-hidden />
      {t(`assistant.status.${status}`)}
    </p>
  );
}

function Welcome({ onAsk, disabled }: { onAsk(question: string): void; disabled: boolean }) {
  const { t } = useTranslation();
  const suggestions = t("assistant.suggestions", { returnObjects: true }) as string[];
  return (
    <div className="space-y-3" data-testid="assistant-welcome">
      <div className="max-w-[88%] rounded-2xl rounded-tl-md bg-surface-2 px-3.5 py-2.5 text-text/90">
        {t("assistant.greeting")}
      </div>
      <div>
        <p className="text-xs font-medium uppercase tracking-wider text-faint">
          {t("assistant.suggestionsLabel")}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {suggestions.map((question) => (
            <li key={question}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onAsk(question)}
                className="rounded-full border border-line bg-surface-2 px-3 py-1.5 text-xs text-text transition hover:border-accent/60 hover:bg-surface-3 disabled:opacity-50"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Message({
  item,
  onNavigate,
  onRetry,
  canRetry,
}: {
  item: ChatItem;
  onNavigate(): void;
  onRetry(): void;
  canRetry: boolean;
}) {
  const { t } = useTranslation();
  // Each message is an article named by its author (read out before its text as well).
  const author = t(item.isBot ? "assistant.bot" : "assistant.you");
  const article = {
    role: "article",
    "aria-label": author,
    "data-testid": "assistant-message",
    "data-from": item.isBot ? "bot" : "user",
  } as const;
  const spoken = <span className="sr-only">{author}: </span>;
  if (item.isBot)
    return (
      <div
        className="max-w-[92%] rounded-2xl rounded-tl-md bg-surface-2 px-3.5 py-2.5 text-text/90"
        {...article}
      >
        {spoken}
        <ReplyBody text={item.text} onNavigate={onNavigate} />
      </div>
    );
  return (
    <div className="flex flex-col items-end" {...article}>
      <p
        className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-md px-3.5 py-2.5 text-white ${item.failed ? "bg-accent/50" : "bg-accent-fill"}`}
      >
        {spoken}
        {item.text}
      </p>
      {item.failed ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-status-red" data-testid="assistant-not-sent">
          {t("assistant.notSent")}
          <button
            type="button"
            onClick={onRetry}
            disabled={!canRetry}
            className="font-semibold text-accent hover:underline disabled:opacity-50"
          >
            {t("assistant.retry")}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function Typing() {
  const { t } = useTranslation();
  return (
    <div
      className="inline-flex items-center gap-1 rounded-2xl rounded-tl-md bg-surface-2 px-3.5 py-3"
      role="status"
      aria-label={t("assistant.typing")}
      data-testid="assistant-typing"
    >
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </div>
  );
}

function Composer({
  disabled,
  sending,
  onSend,
}: {
  disabled: boolean;
  sending: boolean;
  onSend(text: string): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!disabled && !isFullScreen()) input.current?.focus();
  }, [disabled]);
  const canSend = !disabled && !sending && text.trim().length > 0;
  const submit = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText("");
  };
  const near = text.length > ASSISTANT_MESSAGE_MAX - 100;
  return (
    <form
      className="flex h-[75px] shrink-0 items-center gap-2 border-t border-line bg-surface-2 px-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="relative flex-1">
        <textarea
          ref={input}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          rows={2}
          maxLength={ASSISTANT_MESSAGE_MAX}
          placeholder={t("assistant.placeholder")}
          aria-label={t("assistant.placeholder")}
          disabled={disabled}
          className="block h-[52px] w-full resize-none rounded-xl border border-line bg-surface px-3 py-2 text-sm text-text placeholder:text-faint focus:border-accent/70 focus:outline-none disabled:opacity-60"
          data-testid="assistant-input"
        />
        {near ? (
          <span className="pointer-events-none absolute bottom-1 right-2 text-[10px] text-faint">
            {t("assistant.counter", { count: text.length, max: ASSISTANT_MESSAGE_MAX })}
          </span>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-fill text-white transition hover:bg-accent-fill-hover disabled:cursor-not-allowed disabled:opacity-40"
        aria-label={t("assistant.send")}
        data-testid="assistant-send"
      >
        {sending ? (
          <Loader2 className="size-5 animate-spin" aria-hidden />
        ) : (
          <SendHorizontal className="size-5" aria-hidden />
        )}
      </button>
    </form>
  );
}
