import { Form } from "@remix-run/react";

/**
 * A destructive console action behind an inline confirm that needs no JavaScript: the first
 * click opens a <details> with the question and the button that posts `fields`.
 */
export function InlineConfirm({
  label,
  question,
  fields,
  testId,
  compact = false,
}: {
  label: string;
  question: string;
  fields: Record<string, string | number>;
  testId: string;
  compact?: boolean;
}) {
  return (
    <details className={compact ? "mt-2 text-xs" : "text-sm"}>
      <summary className="cursor-pointer py-1 text-muted hover:text-text" data-testid={`${testId}-open`}>
        {label}
      </summary>
      <Form
        method="post"
        className={
          compact
            ? "mt-2 flex flex-wrap items-center gap-2"
            : "card mt-2 flex flex-wrap items-center gap-3 p-4"
        }
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <span className="text-text">{question}</span>
        <button type="submit" className="btn-ghost min-h-11 text-status-red" data-testid={testId}>
          {label}
        </button>
      </Form>
    </details>
  );
}
