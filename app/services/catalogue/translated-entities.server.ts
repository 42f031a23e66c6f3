import { and, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { db, type Db, type Tx } from "~/db/client.server";
import { languages, type Lang } from "~/utils/lang";
import { changedFields, flattenLangs, recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { sanitizeRichText } from "../content/rich-text.server";
import { invalidate, type CacheTag } from "../invalidation.server";
import { removeConsoleImages } from "../media/console-images.server";
import { escapeLike } from "./games.server";

/** A row with an id and a unique address: a game, an account, a problem article. */
type EntityTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  slug: AnyPgColumn<{ data: string; notNull: true }>;
};

/** What their forms hold: the address, the row's own fields and each site's texts. */
export interface TranslatedInput {
  slug: string;
  ru: Record<string, string>;
  en: Record<string, string>;
}

/**
 * An entity of the catalogue the console edits: its row (with a unique address) and one text row
 * per site. Games, accounts and problem articles are read and written the same way — the form
 * from the row and both text rows; a write locks, checks the address, diffs the form, upserts both
 * sites' texts, audits and drops the cache — so each service describes its entity once and the
 * steps live here. What only one kind has (a game's products, an account's screenshots) stays in
 * its service.
 */
export interface TranslatedEntity<
  Table extends EntityTable,
  Texts extends PgTable,
  Input extends TranslatedInput,
> {
  /** The audit rows' entity and action prefix (`game` → `game.update`). */
  name: "game" | "account" | "problem";
  table: Table;
  translations: Texts;
  /** The text rows' primary key, the upsert's target: the entity's id and the language. */
  textsKey: [AnyPgColumn, AnyPgColumn];
  /** The text the console's list shows and searches: a name, an article's title. */
  nameColumn: AnyPgColumn;
  /** The form's texts of one site, in the form's order. */
  textKeys: readonly (keyof Input["ru"] & string)[];
  /** The HTML text of each site, sanitized before it is stored or compared. */
  richText: keyof Input["ru"] & string;
  /** The cache tags of every read that shows the entity. */
  tags: readonly CacheTag[];
  /** The row's own columns from the form (address, flags, order). */
  columns: (input: Input) => PgInsertValue<Table> & PgUpdateSetSource<Table>;
  /** One site's text row. */
  textRow: (id: number, lang: Lang, input: Input) => PgInsertValue<Texts> & PgUpdateSetSource<Texts>;
  /** The stored form values, read inside the write's transaction for the diff. */
  read: (id: number, executor: Pick<Db, "select">) => Promise<{ input: Input } | null>;
  /** What else a new entry needs, in its transaction (an account its stock). */
  created?: (tx: Pick<Db, "execute">) => Promise<void>;
}

// The tables differ per entity; the steps below only need them to be tables of this shape.
type AnyTranslatedEntity<Input extends TranslatedInput> = TranslatedEntity<EntityTable, PgTable, Input>;

/** The form with each site's HTML text sanitized (what is stored, audited and compared). */
function sanitized<Input extends TranslatedInput>(entity: AnyTranslatedEntity<Input>, input: Input): Input {
  const clean = (texts: Record<string, string>) => ({
    ...texts,
    [entity.richText]: sanitizeRichText(texts[entity.richText]),
  });
  return { ...input, ru: clean(input.ru), en: clean(input.en) };
}

/** Another entity of the kind already has this address: a form error (409), not a crash. */
async function refuseTakenSlug(tx: Pick<Db, "select">, table: EntityTable, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  if (row && row.id !== exceptId) throw new ConsoleError("SLUG_TAKEN", 409);
}

/** Locks the entity's row for the transaction (so concurrent writes queue); 404 when it is gone. */
async function lockRow(tx: Pick<Db, "select">, table: EntityTable, id: number) {
  const [row] = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(eq(table.id, id))
    .for("update");
  if (!row) throw new ConsoleError("NOT_FOUND", 404);
  return row;
}

/** Creates the entity with its texts on both sites; the audit row holds the whole form. */
export async function createTranslated<Input extends TranslatedInput>(
  ctx: WriteContext,
  entity: AnyTranslatedEntity<Input>,
  input: Input,
) {
  requireRight(ctx.actor, "catalogue.edit");
  const form = sanitized(entity, input);
  const id = await db().transaction(async (tx) => {
    await refuseTakenSlug(tx, entity.table, form.slug);
    const [row] = await tx
      .insert(entity.table)
      .values(entity.columns(form))
      .returning({ id: entity.table.id });
    for (const lang of languages)
      await tx.insert(entity.translations).values(entity.textRow(row.id, lang, form));
    await entity.created?.(tx);
    await recordAudit(tx, ctx, {
      action: `${entity.name}.create`,
      entity: entity.name,
      entityId: row.id,
      before: null,
      after: form,
    });
    return row.id;
  });
  invalidate(entity.tags);
  return id;
}

/**
 * Saves the entity's form. Answers how many fields changed: none writes nothing (no audit row, no
 * cache drop); else the audit row names each changed field (`en.name`) with its old and new value.
 */
export async function updateTranslated<Input extends TranslatedInput>(
  ctx: WriteContext,
  entity: AnyTranslatedEntity<Input>,
  id: number,
  input: Input,
) {
  requireRight(ctx.actor, "catalogue.edit");
  const form = sanitized(entity, input);
  const changed = await db().transaction(async (tx) => {
    await lockRow(tx, entity.table, id);
    await refuseTakenSlug(tx, entity.table, form.slug, id);
    const before = (await entity.read(id, tx))!.input;
    const diff = changedFields(flattenLangs(before), flattenLangs(form));
    if (!diff.count) return 0;
    await tx.update(entity.table).set(entity.columns(form)).where(eq(entity.table.id, id));
    for (const lang of languages) {
      const texts = entity.textRow(id, lang, form);
      await tx
        .insert(entity.translations)
        .values(texts)
        .onConflictDoUpdate({ target: entity.textsKey, set: texts });
    }
    await recordAudit(tx, ctx, {
      action: `${entity.name}.update`,
      entity: entity.name,
      entityId: id,
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
  if (changed) invalidate(entity.tags);
  return changed;
}

/** What an entity's delete checks and takes along (see deleteTranslated). */
export interface DeleteHold {
  /** Added to the audit row beside the address (how many products or screenshots went). */
  audit?: Record<string, unknown>;
  /** The console pictures to remove once the delete has committed. */
  files?: (string | null)[];
}

/**
 * Deletes the entity; its texts (and its kind's other rows) go by cascade. `hold` runs on the
 * locked row inside the transaction: it throws a ConsoleError while something still needs the
 * entity (a purchase), and says what the audit row adds and which files go.
 */
export async function deleteTranslated<Input extends TranslatedInput>(
  ctx: WriteContext,
  entity: AnyTranslatedEntity<Input>,
  id: number,
  hold: (tx: Tx) => Promise<DeleteHold> = async () => ({}),
) {
  requireRight(ctx.actor, "catalogue.edit");
  const files = await db().transaction(async (tx) => {
    const row = await lockRow(tx, entity.table, id);
    const held = await hold(tx);
    await tx.delete(entity.table).where(eq(entity.table.id, id));
    await recordAudit(tx, ctx, {
      action: `${entity.name}.delete`,
      entity: entity.name,
      entityId: id,
      before: { slug: row.slug, ...held.audit },
      after: null,
    });
    return held.files ?? [];
  });
  invalidate(entity.tags);
  // Files go after the commit: a failed delete must not leave rows naming missing pictures.
  await removeConsoleImages(files);
}

/**
 * The entity's row and each site's texts (`textKeys`; a missing row or text reads ""), or null for
 * an unknown id; inside a write's transaction, on its executor.
 */
export async function readTranslated<
  Table extends EntityTable,
  Texts extends PgTable,
  Input extends TranslatedInput,
>(executor: Pick<Db, "select">, entity: TranslatedEntity<Table, Texts, Input>, id: number) {
  // Drizzle cannot type a select from a table given as a parameter: the rows are the tables' own.
  const [row] = (await executor
    .select()
    .from(entity.table as PgTable)
    .where(eq(entity.table.id, id))) as Table["$inferSelect"][];
  if (!row) return null;
  const rows = (await executor
    .select()
    .from(entity.translations as PgTable)
    .where(eq(entity.textsKey[0], id))) as ({ lang: Lang } & Record<string, unknown>)[];
  const of = (lang: Lang) => {
    const found = rows.find((text) => text.lang === lang);
    return Object.fromEntries(entity.textKeys.map((key) => [key, found?.[key] ?? ""])) as Record<
      (typeof entity.textKeys)[number],
      string
    >;
  };
  return { row, texts: { ru: of("ru"), en: of("en") } };
}

/** The join of a console list to its entity's texts in the console's language. */
export function textsIn<Input extends TranslatedInput>(entity: AnyTranslatedEntity<Input>, lang: Lang) {
  return and(eq(entity.textsKey[0], entity.table.id), eq(entity.textsKey[1], lang));
}

/**
 * A console list's filter: the search `q` (the address, or the name on either site, whatever the
 * console's language) and yes / no flags such as `[games.isMobile, "yes"]`; all of them apply.
 */
export function translatedListWhere<Input extends TranslatedInput>(
  entity: AnyTranslatedEntity<Input>,
  q: string | undefined,
  flags: [AnyPgColumn, "yes" | "no" | undefined][] = [],
) {
  const conditions: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const named = db()
      .select({ id: entity.textsKey[0] })
      .from(entity.translations)
      .where(ilike(entity.nameColumn, pattern));
    conditions.push(or(ilike(entity.table.slug, pattern), inArray(entity.table.id, named))!);
  }
  for (const [column, value] of flags) if (value) conditions.push(eq(column, value === "yes"));
  return conditions.length ? and(...conditions) : undefined;
}
