import { Trans } from "~/i18n/react";
import { CheckboxField } from "~/components/forms/field";
import { DocLink } from "~/components/ui/doc-link";

export type ConsentBox = "terms" | "personal";

/**
 * The two consents every form that takes an order or personal data asks for — buying, the Steam
 * top-up, a new ticket, registration — in one wording, both unticked until the customer ticks
 * them (a pre-ticked personal-data consent is no consent under 152-FZ; decision 0036). Each box
 * opens its document in a new tab, and its error names the box that is missing.
 */
export function ConsentBoxes({
  idPrefix,
  names,
  errors,
  required = false,
  onChange,
}: {
  /** Ids and test ids are `${idPrefix}-terms` and `${idPrefix}-personal`. */
  idPrefix: string;
  /** The fields' names in the form's own contract (the ticket API calls them termOfUse, personalData). */
  names: Record<ConsentBox, string>;
  errors?: Partial<Record<ConsentBox, string[] | undefined>>;
  /** The browser's own check without JavaScript, where no page answers the post with the form again. */
  required?: boolean;
  onChange?: (box: ConsentBox) => void;
}) {
  return (
    <div className="space-y-2">
      <CheckboxField
        name={names.terms}
        id={`${idPrefix}-terms`}
        errors={errors?.terms}
        required={required}
        onChange={() => onChange?.("terms")}
      >
        <Trans i18nKey="consent.terms" components={{ doc: <DocLink path="/term-of-use" /> }} />
      </CheckboxField>
      <CheckboxField
        name={names.personal}
        id={`${idPrefix}-personal`}
        errors={errors?.personal}
        required={required}
        onChange={() => onChange?.("personal")}
      >
        <Trans i18nKey="consent.personal" components={{ doc: <DocLink path="/personal" /> }} />
      </CheckboxField>
    </div>
  );
}
