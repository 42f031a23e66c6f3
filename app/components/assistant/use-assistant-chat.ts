import { useCallback, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import {
  ASSISTANT_SESSION_KEY,
  type AssistantError,
  type AssistantMessage,
  type AssistantSent,
  type AssistantStart,
} from "~/utils/assistant";
import { useLang } from "~/utils/use-lang";

/** A message on screen: a stored one, or a question still on its way (or refused). */
export interface ChatItem extends AssistantMessage {
  localId?: string;
  failed?: boolean;
}

/** SPEC §4.4: the status line reads "waiting for questions", "generating answer" or "unavailable". */
export type ChatStatus = "idle" | "sending" | "error";

// Browser storage can be switched off (private modes): the chat then lasts for the page.
const storage = {
  read: () => {
    try {
      return window.localStorage.getItem(ASSISTANT_SESSION_KEY);
    } catch {
      return null;
    }
  },
  write: (id: string) => {
    try {
      window.localStorage.setItem(ASSISTANT_SESSION_KEY, id);
    } catch {
      /* the chat works without storage */
    }
  },
  forget: () => {
    try {
      window.localStorage.removeItem(ASSISTANT_SESSION_KEY);
    } catch {
      /* nothing stored */
    }
  },
};

class ChatCallError extends Error {
  constructor(
    message: string,
    readonly code: AssistantError["code"] | null,
  ) {
    super(message);
  }
}

/** The translated error of a refused call, or "unavailable" when the server said nothing usable. */
async function callError(response: Response, fallback: string) {
  const body = (await response.json().catch(() => null)) as Partial<AssistantError> | null;
  return new ChatCallError(body?.message || fallback, body?.code ?? null);
}

/**
 * The assistant chat of SPEC §2.4/§4.4: `start` loads the session once (pending), `send` shows the
 * question at once and adds the reply on success (sending), a refused send marks the question
 * and sets the error state. A failed start clears pending and forgets the stored session.
 */
export function useAssistantChat() {
  const { t } = useTranslation();
  const lang = useLang();
  const [items, setItems] = useState<ChatItem[]>([]);
  const [pending, setPending] = useState(false);
  const [sending, setSending] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<string | null>(null);
  const started = useRef(false);
  const inFlight = useRef(false);
  const unavailable = t("assistant.errors.unavailable");

  const start = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    setPending(true);
    setError(null);
    try {
      const stored = storage.read();
      const query = new URLSearchParams({ lang, ...(stored ? { sessionId: stored } : {}) });
      const response = await fetch(`/api/ai-chat/start?${query}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw await callError(response, unavailable);
      const data = (await response.json()) as AssistantStart;
      session.current = data.sessionId;
      storage.write(data.sessionId);
      setItems(data.list);
      setLoaded(true);
    } catch (failure) {
      session.current = null;
      storage.forget();
      started.current = false;
      setLoaded(false);
      setError(failure instanceof ChatCallError ? failure.message : t("assistant.startFailed"));
    } finally {
      setPending(false);
    }
  }, [lang, t, unavailable]);

  const send = useCallback(
    async (text: string, replacing?: string) => {
      const sessionId = session.current;
      if (!sessionId || inFlight.current) return;
      inFlight.current = true;
      const localId = `local-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const question: ChatItem = {
        id: -1,
        localId,
        isBot: false,
        text,
        sessionId,
        createdAt: new Date().toISOString(),
      };
      setItems((list) => [...list.filter((item) => item.localId !== replacing), question]);
      setSending(true);
      setError(null);
      let sessionGone: ChatCallError | null = null;
      try {
        const response = await fetch(`/api/ai-chat/send-message?lang=${lang}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ sessionId, text }),
        });
        if (!response.ok) throw await callError(response, unavailable);
        const data = (await response.json()) as AssistantSent;
        setItems((list) => [
          ...list.map((item) => (item.localId === localId ? data.sent : item)),
          data.received,
        ]);
      } catch (failure) {
        setItems((list) => list.map((item) => (item.localId === localId ? { ...item, failed: true } : item)));
        setError(failure instanceof ChatCallError ? failure.message : unavailable);
        if (failure instanceof ChatCallError && failure.code === "invalid-session") sessionGone = failure;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      if (sessionGone) {
        // The session is gone (or belongs to someone who signed out here): start a new one,
        // keeping the refused question on screen to send again.
        session.current = null;
        storage.forget();
        started.current = false;
        setLoaded(false);
        await start();
        setError(sessionGone.message);
      }
    },
    [lang, start, unavailable],
  );

  const status: ChatStatus = error ? "error" : sending ? "sending" : "idle";
  return { items, pending, sending, loaded, error, status, start, send };
}
