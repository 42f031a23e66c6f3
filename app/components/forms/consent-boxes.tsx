import { Trans } from "~/i18n/react";
import { CheckboxField } from "~/components/forms/field";
import { DocLink } from "~/components/ui/doc-link";

export type ConsentBox = "terms" | "personal";

/** Each box and the document its words open. */
const BOXES: { box: ConsentBox; document: string }[] = [
  { box: "terms", document: "/term-of-use" },
  { box: "personal", document: "/personal" },
];

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
      {BOXES.map(({ box, document }) => (
        <CheckboxField
          key={box}
          name={names[box]}
          id={`${idPrefix}-${box}`}
          errors={errors?.[box]}
          required={required}
          onChange={() => onChange?.(box)}
        >
          <Trans i18nKey={`consent.${box}`} components={{ doc: <DocLink path={document} /> }} />
        </CheckboxField>
      ))}
    </div>
  );
}
