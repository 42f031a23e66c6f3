import { lazy, Suspense, useId, useState } from "react";
import { useHydrated } from "~/utils/use-hydrated";

// The editor (TipTap on ProseMirror) is loaded only where a rich text is edited, in the browser.
const RichTextEditor = lazy(() => import("./rich-text-editor"));

export interface RichTextFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  rows: number;
  maxLength: number;
  error?: string;
  testId?: string;
}

/**
 * A rich text of the console (a product's text, a game's page text, the home text): a formatting
 * editor that writes the same HTML the sanitizer keeps (headings, paragraphs, lists, emphasis,
 * quotes, code, links). The page is drawn with a plain textarea of HTML, which is what stays
 * without JavaScript; once the page runs, the editor takes its place and posts its HTML under
 * the same name.
 */
export function RichTextField({
  name,
  label,
  defaultValue,
  rows,
  maxLength,
  error,
  testId,
}: RichTextFieldProps) {
  const hydrated = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  const labelId = useId();
  // Until the editor has mounted, the textarea stands in, marked as a part still loading — from the
  // server's markup on, so the root's hydration mark never comes first (the browser tests wait for
  // no such part: tests/e2e/support.ts `waitForHydration`).
  const textarea = (
    <textarea
      data-loading-part=""
      name={name}
      defaultValue={defaultValue}
      rows={rows}
      maxLength={maxLength}
      aria-labelledby={labelId}
      aria-invalid={error ? true : undefined}
      className="input h-auto py-2.5 font-mono text-xs font-normal"
    />
  );
  return (
    <div className="grid gap-1 text-sm font-medium text-text" data-testid={testId}>
      <span id={labelId}>{label}</span>
      {hydrated ? (
        <Suspense fallback={textarea}>
          <RichTextEditor
            labelId={labelId}
            initial={defaultValue}
            onChange={setHtml}
            invalid={Boolean(error)}
          />
          <input type="hidden" name={name} value={html} />
        </Suspense>
      ) : (
        textarea
      )}
      {error ? (
        <span role="alert" className="text-sm font-normal text-status-red">
          {error}
        </span>
      ) : null}
    </div>
  );
}
