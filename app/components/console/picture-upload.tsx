import { Form } from "@remix-run/react";
import { useRef, useState, type DragEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { PictureError } from "~/utils/upload-errors";

/**
 * A picture upload of the console: a file input in a drop zone. Without JavaScript the file is
 * chosen and the form posted; with it, a picture dropped on the zone is sent at once. The route
 * behind `action` answers with a redirect carrying `?<field>Error=` (shown here as `error`).
 */
export function PictureUpload({
  action,
  field,
  label,
  hint,
  error,
  testId,
}: {
  action: string;
  field: string;
  label: string;
  hint: string;
  error: PictureError | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!input.current || !event.dataTransfer.files.length) return;
    input.current.files = event.dataTransfer.files;
    form.current?.requestSubmit();
  };
  return (
    <Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      action={action}
      className={`grid min-w-0 gap-2 rounded-xl border border-dashed p-4 text-sm transition ${
        over ? "border-accent bg-accent/10" : "border-line"
      }`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid={testId}
    >
      <label className="grid gap-1 font-medium text-text">
        {label}
        <input
          ref={input}
          type="file"
          name={field}
          accept="image/png,image/jpeg"
          required
          className="w-full min-w-0 max-w-full text-sm text-muted file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-surface-3 file:px-3 file:text-text"
          data-testid={`${testId}-input`}
        />
      </label>
      <p className="text-xs text-muted">{hint}</p>
      {error ? (
        <p role="alert" className="text-sm text-status-red" data-testid={`${testId}-error`}>
          {t(`console.games.pictureErrors.${error}`)}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn-ghost min-h-11 justify-self-start"
        data-testid={`${testId}-submit`}
      >
        {t("console.games.upload")}
      </button>
    </Form>
  );
}
