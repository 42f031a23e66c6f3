import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { ENTITY_SECTIONS, entityName, type EntityKind } from "~/utils/console-sections";
import { useLang, useLocalize } from "~/utils/use-lang";
import { InlineConfirm } from "./inline-confirm";

/** An edit page action's answer (services/catalogue/entity-pages.server.ts, as JSON). */
export interface EditPageAnswer {
  result?: unknown;
  error?: string | null;
  changed?: number | null;
}

/**
 * The console's edit page of a game, an account or a problem article: the way back to the list,
 * the name with a link to the entity on the site, the page's notices, its sections (`children`:
 * pictures, the form) and the delete behind an inline confirm.
 */
export function EntityEditPage({
  kind,
  input,
  notice,
  answer,
  hint,
  children,
}: {
  kind: EntityKind;
  /** The form's stored values: the page is headed by the name, the address links to the site. */
  input: Parameters<typeof entityName>[0];
  /** The query's one-off notice ("created", "picture saved"), translated. */
  notice: string | null;
  answer: EditPageAnswer | undefined;
  /** A line under the header (an unpublished account says the site does not show it). */
  hint?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const lang = useLang();
  const section = ENTITY_SECTIONS[kind];
  const saved = typeof answer?.changed === "number";
  // A refusal of the delete or of a gallery button; the form shows its own.
  const refusal = answer && !answer.result ? answer.error : null;
  return (
    <div className="space-y-6">
      <Link to={localize(`/admin/${section}`)} className="text-sm text-muted hover:text-text">
        ← {t(`console.${section}.back`)}
      </Link>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-text">{entityName(input, lang)}</h1>
        <Link to={localize(`/${kind}/${input.slug}`)} className="text-sm text-accent-hover underline">
          {t(`console.${section}.view`)}
        </Link>
      </header>
      {hint}
      {saved || notice ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid={`console-${kind}-saved`}
        >
          {/* A save answers on a page still showing an earlier notice's query: the save wins. */}
          {saved ? t("console.details.saved") : notice}
        </p>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red">
          {t(`console.errors.${refusal}`)}
        </p>
      ) : null}

      {children}

      <InlineConfirm
        label={t(`console.${section}.delete`)}
        question={t(`console.${section}.deleteConfirm`)}
        fields={{ intent: "delete" }}
        testId={`console-${kind}-delete`}
      />
    </div>
  );
}
