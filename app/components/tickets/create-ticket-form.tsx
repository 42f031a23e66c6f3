import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { CheckboxField, FieldError } from "~/components/forms/field";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { DocLink } from "~/components/ui/doc-link";
import { useRootData } from "~/root";
import type { TicketActionResult } from "~/services/tickets/pages.server";
import { createTicketSchema } from "~/utils/ticket-schemas";
import { MESSAGE_MAX, TICKET_SUBJECTS } from "~/utils/tickets";
import { useHydrated } from "~/utils/use-hydrated";
import { useLocalize } from "~/utils/use-lang";
import { UploadStrip } from "./upload-strip";
import { filesFrom, useImageUploads } from "./use-image-uploads";

const clientSchema = createTicketSchema.omit({ files: true });

/**
 * The ticket creation form (SPEC §2.4, §5): topic, message with an n/500 counter, images by
 * picker, paste or drop, and the two consents opening their documents in a new tab. It posts to
 * /profile/tickets (intent create): without JavaScript as a plain form, with it through a fetcher
 * that keeps the panel open, resets the form and files on success, and shows the ticket-limit
 * error under the topic.
 */
export function CreateTicketForm({
  onCreated,
  serverResult,
}: {
  onCreated?: (ticketId: number) => void;
  /** The action's answer when the form was posted without JavaScript. */
  serverResult?: TicketActionResult;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const fetcher = useFetcher<TicketActionResult>();
  const maxMb = useRootData()?.uploadMaxMb ?? 4;
  const uploads = useImageUploads(maxMb);
  const [form, fields] = useValidatedForm(clientSchema, { id: "create-ticket" });
  const [length, setLength] = useState(0);
  const [created, setCreated] = useState<number | null>(null);
  const result = fetcher.data ?? serverResult;
  const serverErrors = result && !result.ok && result.intent === "create" ? (result.fields ?? {}) : {};

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok) return;
    setCreated(fetcher.data.ticketId);
    uploads.reset();
    form.reset();
    setLength(0);
    onCreated?.(fetcher.data.ticketId);
    // Only a new answer matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  const busy = fetcher.state !== "idle";
  const errorOf = (name: string) => fields[name as keyof typeof fields]?.errors ?? serverErrors[name];

  return (
    <fetcher.Form
      method="post"
      action={localize("/profile/tickets")}
      {...getFormProps(form)}
      className="space-y-4"
      onPaste={(e) => uploads.add(filesFrom(e.clipboardData))}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        uploads.add(filesFrom(e.dataTransfer));
      }}
      onSubmit={(e) => {
        if (uploads.busy) {
          e.preventDefault();
          return;
        }
        form.onSubmit(e);
      }}
      data-testid="create-ticket-form"
    >
      <input type="hidden" name="intent" value="create" />
      {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
      <input type="hidden" name="files" value={uploads.ids.join(",")} />
      {created ? (
        <p
          className="flex items-center gap-2 rounded-xl bg-status-green/10 px-3 py-2 text-sm text-status-green"
          role="status"
          data-testid="ticket-created"
        >
          <CheckCircle2 className="size-4" aria-hidden />
          {t("tickets.created")}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-text">{t("tickets.subject")}</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {TICKET_SUBJECTS.map((subject) => (
            <label
              key={subject}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-sm text-text transition has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input
                type="radio"
                name="subject"
                value={subject}
                className="accent-[#7c5cff]"
                data-testid={`subject-${subject}`}
              />
              {t(`tickets.subjects.${subject}`)}
            </label>
          ))}
        </div>
        <FieldError id="create-ticket-subject-error" error={errorOf("subject")?.[0]} />
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={fields.message.id} className="block text-sm font-medium text-text">
          {t("tickets.message")}
        </label>
        <textarea
          {...getTextareaProps(fields.message)}
          key={fields.message.key}
          rows={5}
          maxLength={MESSAGE_MAX}
          onInput={(e) => setLength(e.currentTarget.value.length)}
          placeholder={t("tickets.messagePlaceholder")}
          className={`w-full resize-y rounded-xl border bg-surface-2 px-3.5 py-2.5 text-sm text-text placeholder:text-faint focus:border-accent focus:outline-none ${
            errorOf("message") ? "border-status-red" : "border-line"
          }`}
          data-testid="create-message"
        />
        <div className="flex items-start justify-between gap-3">
          <FieldError id="create-ticket-message-error" error={errorOf("message")?.[0]} />
          <span className="ml-auto text-xs tabular-nums text-faint" data-testid="create-counter">
            {t("tickets.counter", { count: length, max: MESSAGE_MAX })}
          </span>
        </div>
      </div>
      {hydrated ? (
        <div className="space-y-1">
          <UploadStrip uploads={uploads} />
          <p className="text-xs text-faint">{t("tickets.attachHint", { max: maxMb })}</p>
        </div>
      ) : null}
      <div className="space-y-2">
        <CheckboxField name="termOfUse" id="ticket-term-of-use" errors={errorOf("termOfUse")}>
          <Trans i18nKey="tickets.termOfUse" components={{ doc: <DocLink path="/term-of-use" /> }} />
        </CheckboxField>
        <CheckboxField name="personalData" id="ticket-personal-data" errors={errorOf("personalData")}>
          <Trans i18nKey="tickets.personalData" components={{ doc: <DocLink path="/personal" /> }} />
        </CheckboxField>
      </div>
      {result && !result.ok && result.intent === "create" && !result.fields ? (
        <FieldError id="create-ticket-error" error={`tickets.errors.${result.error}`} />
      ) : null}
      <button
        type="submit"
        className="btn-primary w-full sm:w-auto"
        disabled={busy || uploads.busy}
        data-testid="create-submit"
      >
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
        {uploads.busy ? t("tickets.waitUploads") : busy ? t("tickets.creating") : t("tickets.create")}
      </button>
    </fetcher.Form>
  );
}
