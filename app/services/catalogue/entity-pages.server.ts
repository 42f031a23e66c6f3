import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { z } from "zod";
import type { User } from "~/db/schema";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { ENTITY_SECTIONS, entityName, type EntityKind } from "~/utils/console-sections";
import { parseId } from "~/utils/ids";
import { localizePath, type Lang } from "~/utils/lang";
import type { WriteContext } from "../audit/audit.server";
import { consoleContext, requireConsoleUser } from "../auth/console-guard.server";
import { attemptConsoleWrite } from "../console-errors.server";

// The console pages of the catalogue's games, accounts and problem articles work alike: a list
// with its filters and the create form, and an edit page that saves the form or deletes. These are
// their loaders' and actions' common steps; each route keeps what only its entity has.

/**
 * A list page's data for a user with the catalogue right: the title, the "deleted" notice of a
 * delete that came back here, the filter read from the query and the page of rows it selects.
 */
export async function entityListLoader<Filter, List extends object>(
  request: Request,
  kind: EntityKind,
  readFilter: (query: URLSearchParams) => Filter,
  list: (lang: Lang, filter: Filter) => Promise<List>,
) {
  await requireConsoleUser(request, "catalogue.edit");
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  const filter = readFilter(query);
  return {
    title: `${t(`console.${ENTITY_SECTIONS[kind]}.title`)} — ${t("console.title")}`,
    filter,
    ...(await list(requestLang(request), filter)),
    deleted: query.get("deleted") === "1",
  };
}

/** A create form's answer when it does not open the new entity: the form's state and the refusal. */
export interface CreateAnswer {
  result: SubmissionResult<string[]>;
  error: string | null;
}

/** A list page's create form: validated, created, then the new entity's page opens with `?created=1`. */
export async function createEntityAction<Schema extends z.ZodType>(
  { request, context }: ActionFunctionArgs,
  kind: EntityKind,
  schema: Schema,
  create: (ctx: WriteContext, input: z.output<Schema>) => Promise<number>,
): Promise<CreateAnswer> {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") return { result: submission.reply(), error: null };
  const attempt = await attemptConsoleWrite(() =>
    create(consoleContext(user, context.clientIp), submission.value),
  );
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code };
  const page = `/admin/${ENTITY_SECTIONS[kind]}/${attempt.value}`;
  throw redirect(`${localizePath(page, requestLang(request))}?created=1`);
}

/**
 * An edit page's entity for a user with the catalogue right (404 for a malformed or unknown id),
 * with the page's title (the entity's name, else its address) and the query's one-off notice: the
 * first of `notices` the query names (`?created=1` after a create, `?picture=1` after an upload).
 */
export async function entityEditLoader<
  Entity extends { input: Parameters<typeof entityName>[0] },
  Notice extends string,
>(
  { request, params }: LoaderFunctionArgs,
  read: (id: number) => Promise<Entity | null>,
  notices: readonly Notice[],
) {
  await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  const entity = id === null ? null : await read(id);
  if (!entity || id === null) throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  const query = new URL(request.url).searchParams;
  return {
    id,
    entity,
    query,
    title: `${entityName(entity.input, requestLang(request))} — ${t("console.title")}`,
    notice: notices.find((notice) => query.get(notice)) ?? null,
  };
}

/**
 * An edit page's answer: the form's state when the form was posted, the refusal's code, and how
 * many fields a save changed (a number only when the save went through).
 */
export interface EditAnswer {
  result: SubmissionResult<string[]> | undefined;
  error: string | null;
  changed: number | null;
}

/**
 * An edit page's action: `intent=delete` deletes and goes back to the list with `?deleted=1`;
 * `other` takes the page's other buttons (an account's gallery) and answers their refusal; any
 * other post saves the form.
 */
export async function entityEditAction<Schema extends z.ZodType>(
  { request, params, context }: ActionFunctionArgs,
  kind: EntityKind,
  entity: {
    schema: Schema;
    update: (ctx: WriteContext, id: number, input: z.output<Schema>) => Promise<number>;
    remove: (ctx: WriteContext, id: number) => Promise<void>;
    other?: {
      accepts: (intent: string) => boolean;
      /** Answers null when it went through, else the refusal's code. */
      run: (
        formData: FormData,
        id: number,
        user: User,
        clientIp: string | undefined,
      ) => Promise<string | null>;
    };
  },
): Promise<EditAnswer> {
  const user = await requireConsoleUser(request, "catalogue.edit");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const formData = await request.formData();
  const ctx = consoleContext(user, context.clientIp);
  const intent = String(formData.get("intent") ?? "save");
  if (intent === "delete") {
    const attempt = await attemptConsoleWrite(() => entity.remove(ctx, id));
    if (!attempt.ok) return { result: undefined, error: attempt.code, changed: null };
    throw redirect(`${localizePath(`/admin/${ENTITY_SECTIONS[kind]}`, requestLang(request))}?deleted=1`);
  }
  if (entity.other?.accepts(intent))
    return {
      result: undefined,
      error: await entity.other.run(formData, id, user, context.clientIp),
      changed: null,
    };
  const submission = parseWithZod(formData, { schema: entity.schema });
  if (submission.status !== "success") return { result: submission.reply(), error: null, changed: null };
  const attempt = await attemptConsoleWrite(() => entity.update(ctx, id, submission.value));
  if (!attempt.ok) return { result: submission.reply(), error: attempt.code, changed: null };
  return { result: submission.reply(), error: null, changed: attempt.value };
}
