import { useBlocker } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";

/** The name of conform's own submit button, pressed to check fields (not to save). */
const CHECK_ONLY = "__intent__";

/** Marks a form whose edits the guard watches: `<Form {...GUARDED}>`. */
export const GUARDED = { "data-unsaved": "guard" } as const;

/**
 * Warns before leaving a page with edits in a guarded form that were not saved: the browser's own
 * prompt on closing or reloading the tab, and a confirm on a link inside the shop. Saving a form
 * (its submit) forgets its edits. Without JavaScript nothing warns: the forms still post.
 */
export function UnsavedChangesGuard() {
  const { t } = useTranslation();
  const dirty = useRef(new Set<HTMLFormElement>());

  useEffect(() => {
    const guarded = (target: EventTarget | null) => {
      const form = target instanceof Element ? target.closest("form") : null;
      return form?.dataset.unsaved === "guard" ? form : null;
    };
    const edited = (event: Event) => {
      const form = guarded(event.target);
      if (form) dirty.current.add(form);
    };
    const saved = (event: SubmitEvent) => {
      // Conform checks a field on blur by a submit of its own intent button: not a save.
      if (event.submitter?.getAttribute("name") === CHECK_ONLY) return;
      const form = guarded(event.target);
      if (form) dirty.current.delete(form);
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (![...dirty.current].some((form) => form.isConnected)) return;
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    document.addEventListener("input", edited, true);
    document.addEventListener("change", edited, true);
    document.addEventListener("submit", saved, true);
    window.addEventListener("beforeunload", leaving);
    return () => {
      document.removeEventListener("input", edited, true);
      document.removeEventListener("change", edited, true);
      document.removeEventListener("submit", saved, true);
      window.removeEventListener("beforeunload", leaving);
    };
  }, []);

  // A navigation inside the shop to another page (a save posts to this one and is let through).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      [...dirty.current].some((form) => form.isConnected),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("console.unsaved.confirm"))) {
      dirty.current.clear();
      blocker.proceed();
    } else blocker.reset();
  }, [blocker, t]);
  return null;
}
