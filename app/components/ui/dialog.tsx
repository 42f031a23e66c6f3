import { icon } from "~/components/icons";
import { createContext, useContext, useEffect, useId, useRef, useState } from "react";

const X = icon("x");

const DialogIds = createContext<{ titleId: string; descriptionId: string; close(): void } | null>(null);

/** What a dialog focuses first: its first text field (sign-in e-mail, ticket subject). */
const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), textarea:not([disabled]), select";

function useDialogContext() {
  const context = useContext(DialogIds);
  if (!context) throw new Error("Dialog parts belong inside a <Dialog>");
  return context;
}

/**
 * A modal window on the browser's own `<dialog>` opened with `showModal()`: it sits in the top
 * layer, makes the rest of the page inert, keeps Tab inside and gives focus back on close — what
 * a dialog library did, without shipping one with every page.
 *
 * The `<dialog>` spans the viewport and holds two layers: the overlay (a click there is a click
 * outside) and the content. Escape and outside clicks ask the owner to close, so the closing
 * animation can run: both layers stay mounted with `data-state="closed"` until the content's
 * animation ends, then the element closes and unmounts (reduced motion makes that immediate).
 */
export function Dialog({
  open,
  onOpenChange,
  className,
  overlayClassName,
  testId,
  described = false,
  closeOnOutsideClick = true,
  onKeyDown,
  contentProps,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  className: string;
  overlayClassName?: string;
  testId?: string;
  /** Whether a <DialogDescription> is inside (it then describes the dialog). */
  described?: boolean;
  closeOnOutsideClick?: boolean;
  onKeyDown?: React.KeyboardEventHandler<HTMLDivElement>;
  contentProps?: Record<`data-${string}`, string | number>;
  children: React.ReactNode;
}) {
  const [mounted, setMounted] = useState(open);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const pressedOutside = useRef(false);
  const ownerClose = useRef(onOpenChange);
  ownerClose.current = onOpenChange;
  // Opening mounts it at once (a state update during render, not an effect and a second render).
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    if (!open || !mounted || !dialog || !content || dialog.open) return;
    dialog.showModal();
    // The browser focuses the dialog or its first button (the close cross); a form inside wants
    // its first field, which may arrive a moment later (forms are loaded on demand). Only while
    // the focus is still where the browser put it, never away from a field the user chose.
    const focusFirstField = () => {
      const active = document.activeElement;
      const untouched =
        !active || active === document.body || (dialog.contains(active) && !active.matches(FIRST_FIELD));
      const field = content.querySelector<HTMLElement>(FIRST_FIELD);
      if (untouched && field) field.focus();
      return Boolean(field) || !untouched;
    };
    if (focusFirstField()) return;
    const observer = new MutationObserver(() => {
      if (focusFirstField()) observer.disconnect();
    });
    observer.observe(content, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open, mounted]);

  // Closing: let the content's exit animation finish before the element leaves the top layer.
  useEffect(() => {
    if (open || !mounted) return;
    const content = contentRef.current;
    const finish = () => {
      dialogRef.current?.close();
      setMounted(false);
    };
    if (!content || getComputedStyle(content).animationName === "none") return finish();
    const onEnd = (event: AnimationEvent) => {
      if (event.target === content) finish();
    };
    content.addEventListener("animationend", onEnd);
    // A safety net: a tab in the background does not run animations.
    const timer = window.setTimeout(finish, 1500);
    return () => {
      content.removeEventListener("animationend", onEnd);
      window.clearTimeout(timer);
    };
  }, [open, mounted]);

  if (!mounted) return null;
  const state = open ? "open" : "closed";
  return (
    <DialogIds.Provider value={{ titleId, descriptionId, close: () => ownerClose.current(false) }}>
      <dialog
        ref={dialogRef}
        className="dialog-host"
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        onCancel={(event) => {
          // Escape: close through the owner so the exit animation runs.
          event.preventDefault();
          ownerClose.current(false);
        }}
        onClose={() => {
          // The browser may close it on its own (a second Escape without a click in between).
          if (open) ownerClose.current(false);
          setMounted(false);
        }}
      >
        <div
          className={overlayClassName}
          data-state={state}
          data-testid={testId ? `${testId}-overlay` : undefined}
          aria-hidden
          // Only a press that began outside closes: the click that opened the dialog can land on
          // the overlay a moment later (a tap on a phone), and must not close it again.
          onPointerDown={() => (pressedOutside.current = true)}
          onClick={() => {
            if (closeOnOutsideClick && pressedOutside.current) ownerClose.current(false);
            pressedOutside.current = false;
          }}
        />
        <div
          ref={contentRef}
          className={className}
          data-state={state}
          data-testid={testId}
          onKeyDown={onKeyDown}
          {...contentProps}
        >
          {children}
        </div>
      </dialog>
    </DialogIds.Provider>
  );
}

export function DialogTitle({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <h2 id={useDialogContext().titleId} className={className}>
      {children}
    </h2>
  );
}

export function DialogDescription({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <p id={useDialogContext().descriptionId} className={className}>
      {children}
    </p>
  );
}

/** The close button: a translated label and the cross. */
export function DialogClose({ label, className }: { label: string; className?: string }) {
  const { close } = useDialogContext();
  return (
    <button type="button" onClick={close} className={className} aria-label={label}>
      <X className="size-5" aria-hidden />
    </button>
  );
}
