import { icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

const Check = icon("check");
const Copy = icon("copy");

/**
 * Copies a text (a key, sign-in details) to the clipboard and says so for two seconds. Drawn only
 * once the page runs its script and the browser offers a clipboard: without them the text itself
 * is selectable with one tap (`select-all`), so no dead button is shown.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
  testId,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!hydrated || typeof navigator === "undefined" || !navigator.clipboard) return null;
  return (
    <button
      type="button"
      className="btn-ghost min-h-11 px-3 text-sm"
      data-testid={testId}
      data-copied={copied || undefined}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
    >
      {copied ? (
        <Check className="size-4 text-status-green" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
