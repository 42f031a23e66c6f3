import { useFetcher } from "@remix-run/react";
import { icon } from "~/components/icons";
import { Fragment } from "react";
import { useTranslation } from "~/i18n/react";
import type { TicketActionResult } from "~/services/tickets/pages.server";
import { MESSAGE_MAX, type TicketView } from "~/utils/tickets";

const Star = icon("star");

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * After the close, the customer rates the help 1–5 with an optional comment (issue: support that
 * knows the customer); staff see the rating. The stars are radio buttons in a plain form, so it
 * works without JavaScript; they are laid out in reverse so that CSS alone lights every star up to
 * the chosen one.
 */
export function TicketRating({ ticket, isAuthor }: { ticket: TicketView; isAuthor: boolean }) {
  const { t } = useTranslation();
  if (!ticket.closed) return null;
  if (!isAuthor)
    return ticket.rating ? (
      <div className="border-t border-line px-4 py-3 text-sm" data-testid="ticket-rating-summary">
        <p className="flex items-center gap-2 text-text">
          <span className="text-muted">{t("tickets.rating.staffLabel")}</span>
          <StarsShown value={ticket.rating} />
          <span className="sr-only">{t("tickets.rating.outOf", { rating: ticket.rating })}</span>
        </p>
        {ticket.ratingComment ? (
          <p className="mt-1 whitespace-pre-wrap break-words text-muted" data-testid="ticket-rating-comment">
            {t("tickets.rating.quoted", { text: ticket.ratingComment })}
          </p>
        ) : null}
      </div>
    ) : null;
  return <RatingForm ticket={ticket} />;
}

function StarsShown({ value }: { value: number }) {
  return (
    <span className="flex" aria-hidden>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={`size-4 ${n <= value ? "fill-warning text-warning" : "text-faint"}`} />
      ))}
    </span>
  );
}

function RatingForm({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<TicketActionResult>();
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const rated = ticket.rating !== null;
  const form = (
    <fetcher.Form method="post" className="space-y-3" data-testid="rating-form">
      <input type="hidden" name="intent" value="rate" />
      <input type="hidden" name="ticketId" value={ticket.id} />
      <fieldset>
        <legend className="text-sm font-semibold text-text">{t("tickets.rating.question")}</legend>
        <div className="mt-1 flex w-max flex-row-reverse justify-end gap-1">
          {STARS.map((n) => (
            <Fragment key={n}>
              <input
                type="radio"
                name="rating"
                value={n}
                id={`rating-${ticket.id}-${n}`}
                defaultChecked={ticket.rating === n}
                required
                className="peer sr-only"
                data-testid={`rating-${n}`}
              />
              <label
                htmlFor={`rating-${ticket.id}-${n}`}
                className="cursor-pointer rounded-md p-1 text-faint hover:text-warning peer-checked:text-warning peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-accent peer-checked:[&_svg]:fill-warning"
                title={t(`tickets.rating.stars.${n}`)}
              >
                <Star className="size-7" aria-hidden />
                <span className="sr-only">{t(`tickets.rating.stars.${n}`)}</span>
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm text-muted">
        {t("tickets.rating.comment")}
        <textarea
          name="comment"
          rows={2}
          maxLength={MESSAGE_MAX}
          defaultValue={ticket.ratingComment ?? ""}
          className="mt-1 w-full resize-y rounded-xl border border-line bg-surface-2 px-3.5 py-2.5 text-sm text-text placeholder:text-faint focus:border-accent focus:outline-none"
          data-testid="rating-comment"
        />
      </label>
      {failed ? (
        <p className="text-xs text-status-red" role="alert" data-testid="rating-error">
          {t(failed.fields?.rating?.[0] ?? `tickets.errors.${failed.error}`)}
        </p>
      ) : null}
      <button type="submit" className="btn-primary" data-testid="rating-send">
        {t(rated ? "tickets.rating.change" : "tickets.rating.send")}
      </button>
    </fetcher.Form>
  );
  return (
    <div className="border-t border-line bg-accent/5 px-4 py-3" data-testid="ticket-rating">
      {rated ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-text" data-testid="rating-thanks">
            {t("tickets.rating.thanks")} <StarsShown value={ticket.rating!} />
            <span className="sr-only">{t("tickets.rating.outOf", { rating: ticket.rating })}</span>
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm text-accent">{t("tickets.rating.change")}</summary>
            <div className="mt-2">{form}</div>
          </details>
        </>
      ) : (
        form
      )}
    </div>
  );
}
