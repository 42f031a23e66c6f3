import { Bot, X } from "lucide-react";
import { Suspense, lazy, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { isFullScreen } from "./full-screen";

// The chat (its messages, composer, reply rendering and validation) is a separate chunk that is
// fetched on the first press of the launcher: most visitors never open it.
const AssistantChat = lazy(() => import("./assistant-chat"));

/**
 * The floating AI assistant (SPEC §2.4): a button in the bottom-right corner; opening loads the
 * chat once. It needs JavaScript (it is a live chat), so it appears only once the page runs.
 */
export function AssistantWidget() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (open) setLoaded(true);
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    // Full screen, the page behind must not scroll under the chat.
    const lock = isFullScreen();
    if (lock) document.body.style.overflow = "hidden";
    return () => {
      window.removeEventListener("keydown", onKey);
      if (lock) document.body.style.overflow = "";
    };
  }, [open]);

  if (!hydrated) return null;
  return (
    <>
      {loaded || open ? (
        <Suspense fallback={null}>
          <AssistantChat open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        className="assistant-launcher fixed bottom-5 right-5 z-40 grid size-14 place-items-center rounded-full bg-accent-fill text-white shadow-[0_12px_30px_-8px_#7c5cff] transition hover:bg-accent-fill-hover active:scale-95"
        aria-label={t(open ? "assistant.close" : "assistant.open")}
        aria-expanded={open}
        data-testid="assistant-launcher"
      >
        {open ? <X className="size-6" aria-hidden /> : <Bot className="size-7" aria-hidden />}
      </button>
    </>
  );
}
