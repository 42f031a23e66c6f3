import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Link, useFetcher } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "~/i18n/react";
import { FieldError } from "~/components/forms/field";
import { ConsentBoxes } from "~/components/forms/consent-boxes";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { useRootData } from "~/utils/use-root-data";
import type { PurchaseView } from "~/services/payments/purchases.server";
import type { TicketActionResult } from "~/services/tickets/pages.server";
import { formatPurchaseDate, formatStatusDate } from "~/utils/dates";
import { DocLink } from "~/components/ui/doc-link";
import { purchaseStatusKey } from "~/utils/purchase-status";
import { createTicketRules } from "~/components/forms/form-rules";
import type { TicketPreset } from "~/utils/assistant";
import { MESSAGE_MAX, TICKET_SUBJECTS } from "~/utils/tickets";
import { useHydrated } from "~/utils/use-hydrated";
import { useLang, useLocalize } from "~/utils/use-lang";
import { UploadStrip } from "./upload-strip";
import { filesFrom, useImageUploads } from "./use-image-uploads";

const CheckCircle2 = icon("circle-check");
const Loader2 = icon("loader-circle");

/** The subjects a purchase may be picked for (issue: support that knows the customer). */
const PURCHASE_SUBJECTS = new Set<string>(["cheatProblem", "paymentProblem"]);

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
  purchases,
  assistantSessionId,
  preset = {},
}: {
  onCreated?: (ticketId: number) => void;
  /** The action's answer when the form was posted without JavaScript. */
  serverResult?: TicketActionResult;
  /** The customer's purchases to pick from, when the page loaded them (the form without JavaScript). */
  purchases?: PurchaseView[];
  /** The assistant chat the panel was opened from: its conversation can go with the ticket. */
  assistantSessionId?: string;
  /** Chosen already by the link that opened the form (`?subject=…&purchase=…`). */
  preset?: TicketPreset;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  const hydrated = useHydrated();
  const rootData = useRootData();
  const [subject, setSubject] = useState<string | null>(preset.subject ?? null);
  // The panel (with JavaScript) loads the purchases itself, once.
  const ownPurchases = useFetcher<{ list: PurchaseView[] }>();
  useEffect(() => {
    if (hydrated && !purchases && ownPurchases.state === "idle" && !ownPurchases.data)
      ownPurchases.load(`/api/users/purchases?lang=${lang}`);
    // Once per form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const purchaseList = purchases ?? ownPurchases.data?.list ?? [];
  const offerPurchases = purchaseList.length > 0 && (!hydrated || PURCHASE_SUBJECTS.has(subject ?? ""));
  // "last": the newest purchase (the list is newest first).
  const presetPurchase = preset.purchase === "last" ? purchaseList[0]?.id : preset.purchase;
  const fetcher = useFetcher<TicketActionResult>();
  const maxMb = useRootData()?.uploadMaxMb ?? 4;
  const uploads = useImageUploads(maxMb);
  // A form refused without JavaScript comes back with what was typed (the page's answer holds it).
  const sent = serverResult && !serverResult.ok ? serverResult.values : undefined;
  const [form, fields] = useValidatedForm(createTicketRules, {
    id: "create-ticket",
    defaultValue: sent ? { message: sent.message } : undefined,
  });
  const [length, setLength] = useState(sent?.message.length ?? 0);
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
      // Without JavaScript the page comes back with the form (and its purchases) on a refusal.
      action={localize(hydrated ? "/profile/tickets" : "/profile/tickets?new")}
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
          {TICKET_SUBJECTS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-sm text-text transition has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input
                type="radio"
                name="subject"
                value={option}
                defaultChecked={(sent?.subject ?? preset.subject) === option}
                onChange={(e) => setSubject(e.currentTarget.value)}
                className="accent-[#7c5cff]"
                data-testid={`subject-${option}`}
              />
              {t(`tickets.subjects.${option}`)}
            </label>
          ))}
        </div>
        <FieldError id="create-ticket-subject-error" error={errorOf("subject")?.[0]} />
      </fieldset>
      {offerPurchases ? (
        <div className="space-y-1.5">
          <label htmlFor="create-ticket-purchase" className="block text-sm font-medium text-text">
            {t("tickets.purchase.pick")}
          </label>
          <select
            id="create-ticket-purchase"
            name="purchaseId"
            defaultValue={sent?.purchaseId ?? presetPurchase ?? ""}
            className="w-full rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 text-sm text-text focus:border-accent focus:outline-none"
            aria-describedby="create-ticket-purchase-hint"
            data-testid="create-purchase"
          >
            <option value="">{t("tickets.purchase.pickNone")}</option>
            {purchaseList.map((p) => (
              <option key={p.id} value={p.id}>
                {[p.name, p.valueText, formatPurchaseDate(p.createdAt, lang), t(purchaseStatusKey(p))]
                  .filter(Boolean)
                  .join(" · ")}
              </option>
            ))}
          </select>
          <p id="create-ticket-purchase-hint" className="text-xs text-faint">
            {t("tickets.purchase.pickHint")}
          </p>
          <FieldError id="create-ticket-purchaseId-error" error={errorOf("purchaseId")?.[0]} />
        </div>
      ) : null}
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
      {assistantSessionId ? (
        <label className="flex items-start gap-2 rounded-xl border border-accent/40 bg-accent/10 px-3 py-2.5 text-sm text-text">
          <input
            type="checkbox"
            name="assistantSessionId"
            value={assistantSessionId}
            defaultChecked
            className="mt-0.5 accent-[#7c5cff]"
            data-testid="create-attach-chat"
          />
          <span>
            {t("tickets.transcript.attach")}
            <span className="block text-xs text-muted">{t("tickets.transcript.attachHint")}</span>
          </span>
        </label>
      ) : null}
      {rootData?.user?.consentsGivenAt ? (
        <ConsentsGiven
          idPrefix="ticket"
          names={{ terms: "termOfUse", personal: "personalData" }}
          givenAt={rootData.user.consentsGivenAt}
        />
      ) : (
        <ConsentBoxes
          idPrefix="ticket"
          names={{ terms: "termOfUse", personal: "personalData" }}
          errors={{ terms: errorOf("termOfUse"), personal: errorOf("personalData") }}
        />
      )}
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

/**
 * The ticket form's two consents when the signed-in customer accepted the current wording of both
 * documents (decision 0043): shown as given, with the date and a way to withdraw, and posted as
 * ticked — the form keeps the SPEC's fields. Not with the boxes
 * (forms/consent-boxes.tsx): those are on every product page, this line only where tickets are filed.
 */
export function ConsentsGiven({
  idPrefix,
  names,
  givenAt,
}: {
  idPrefix: string;
  names: { terms: string; personal: string };
  givenAt: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalize();
  return (
    <p className="text-sm text-muted" data-testid={`${idPrefix}-consents-given`}>
      <input type="hidden" name={names.terms} value="on" />
      <input type="hidden" name={names.personal} value="on" />
      <ConsentsGivenText givenAt={givenAt} lang={lang} />{" "}
      <Link to={localize("/profile/personal#consents")} className="text-accent underline underline-offset-4">
        {t("consent.withdrawLink")}
      </Link>
    </p>
  );
}

/** "You accepted the terms of use and the personal-data consent on 29 Nov 2026." */
export function ConsentsGivenText({ givenAt, lang }: { givenAt: string; lang: "ru" | "en" }) {
  return (
    <Trans
      i18nKey="consent.given"
      values={{ date: formatStatusDate(givenAt, lang) }}
      components={{ terms: <DocLink path="/term-of-use" />, personal: <DocLink path="/personal" /> }}
    />
  );
}
