import { useTranslation } from "~/i18n/react";

/**
 * What a settings form's save did, above the form: saved, or nothing to save (`changed` 0), or
 * the console error it was refused with. Nothing before the first save.
 */
export function SaveOutcome({
  answer,
  saved,
  unchanged,
  testId,
}: {
  answer: { changed: number | null; error: string | null } | null | undefined;
  saved: string;
  unchanged: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {answer?.changed !== null && answer?.changed !== undefined ? (
        <p role="status" className="text-sm text-status-green" data-testid={testId}>
          {answer.changed ? saved : unchanged}
        </p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="text-sm text-status-red">
          {t(`console.errors.${answer.error}`)}
        </p>
      ) : null}
    </>
  );
}
