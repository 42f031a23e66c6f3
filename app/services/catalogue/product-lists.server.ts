import { asc, eq } from "drizzle-orm";
import { db, type Db } from "~/db/client.server";
import { cheatFeatures, cheatRequirements, cheats, cheatVideos } from "~/db/schema";
import type { ProductListsInput } from "~/utils/console-forms";
import { languages } from "~/utils/lang";
import { videoEmbedHtml } from "~/utils/video-hosts";
import { changedFields, flattenLangs, recordAudit, type WriteContext } from "../audit/audit.server";
import { ConsoleError, requireRight } from "../console-errors.server";
import { videoEmbedSource } from "../content/rich-text.server";
import { CacheTag, invalidate } from "../invalidation.server";

/**
 * A product's lists as the console's form edits them: per site the feature tags, the kit's
 * components (DMA items mark them `isComponent`) and the requirements; the gallery's videos as
 * player addresses.
 */
export async function productLists(
  cheatId: number,
  executor: Pick<Db, "select"> = db(),
): Promise<ProductListsInput> {
  const [features, requirements, videos] = await Promise.all([
    executor
      .select()
      .from(cheatFeatures)
      .where(eq(cheatFeatures.cheatId, cheatId))
      .orderBy(asc(cheatFeatures.sort)),
    executor
      .select()
      .from(cheatRequirements)
      .where(eq(cheatRequirements.cheatId, cheatId))
      .orderBy(asc(cheatRequirements.sort)),
    executor
      .select()
      .from(cheatVideos)
      .where(eq(cheatVideos.cheatId, cheatId))
      .orderBy(asc(cheatVideos.sort)),
  ]);
  const of = (lang: string) => ({
    features: features.filter((f) => f.lang === lang && !f.isComponent).map((f) => f.name),
    components: features.filter((f) => f.lang === lang && f.isComponent).map((f) => f.name),
    requirements: requirements.filter((r) => r.lang === lang).map((r) => ({ name: r.name, value: r.value })),
  });
  return {
    ru: of("ru"),
    en: of("en"),
    videos: videos.map((video) => videoEmbedSource(video.body)).filter((url): url is string => Boolean(url)),
  };
}

/**
 * Replaces a product's features, components, requirements and videos in one transaction, in the
 * order typed; one audit row names the lists that changed. Videos are stored as the embed HTML
 * the SPEC's API serves, built here from an allow-listed address (never HTML from the form).
 */
export async function updateProductLists(ctx: WriteContext, cheatId: number, input: ProductListsInput) {
  requireRight(ctx.actor, "catalogue.edit");
  const changed = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: cheats.id })
      .from(cheats)
      .where(eq(cheats.id, cheatId))
      .for("update");
    if (!locked) throw new ConsoleError("NOT_FOUND", 404);
    const diff = changedFields(flattenLangs(await productLists(cheatId, tx)), flattenLangs(input));
    if (!diff.count) return 0;
    await tx.delete(cheatFeatures).where(eq(cheatFeatures.cheatId, cheatId));
    await tx.delete(cheatRequirements).where(eq(cheatRequirements.cheatId, cheatId));
    await tx.delete(cheatVideos).where(eq(cheatVideos.cheatId, cheatId));
    for (const lang of languages) {
      const { features, components, requirements } = input[lang];
      const tags = [
        ...features.map((name) => ({ name, isComponent: false })),
        ...components.map((name) => ({ name, isComponent: true })),
      ];
      if (tags.length)
        await tx.insert(cheatFeatures).values(tags.map((tag, sort) => ({ cheatId, lang, ...tag, sort })));
      if (requirements.length)
        await tx
          .insert(cheatRequirements)
          .values(requirements.map((requirement, sort) => ({ cheatId, lang, ...requirement, sort })));
    }
    const videos = input.videos
      .map((url) => videoEmbedHtml(url))
      .filter((html): html is string => Boolean(html));
    if (videos.length)
      await tx.insert(cheatVideos).values(videos.map((body, sort) => ({ cheatId, body, sort })));
    await recordAudit(tx, ctx, {
      action: "cheat.lists",
      entity: "cheat",
      entityId: cheatId,
      before: diff.before,
      after: diff.after,
    });
    return diff.count;
  });
  if (changed) invalidate([CacheTag.cheats]);
  return changed;
}
