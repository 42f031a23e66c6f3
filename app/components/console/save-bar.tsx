import type { ReactNode } from "react";

/**
 * A console form's one Save, in a bar that stays at the bottom of the screen while the form is in
 * view (a long form never hides its button halfway down), with what the last save answered.
 */
export function SaveBar({
  label,
  testId,
  disabled,
  floating,
  children,
}: {
  label: string;
  testId: string;
  disabled?: boolean;
  /** A bar of its own under a form of several cards (not the bottom edge of one card). */
  floating?: boolean;
  /** The outcome of the last save, shown beside the button. */
  children?: ReactNode;
}) {
  return (
    <div className={floating ? "save-bar save-bar-floating" : "save-bar"}>
      <button type="submit" className="btn-primary min-h-11" disabled={disabled} data-testid={testId}>
        {label}
      </button>
      {children}
    </div>
  );
}
