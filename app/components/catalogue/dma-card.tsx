import { Link } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { Picture } from "~/components/ui/picture";
import { useLocalize } from "~/utils/use-lang";
import type { CheatCardData } from "./cheat-card";
import { FittedTags } from "./fitted-tags";
import { PriceTag } from "./price-tag";
import { StatusBadge } from "./status-badge";

const Cpu = icon("cpu");

/**
 * A DMA product card: 340 px high, 600 px up to 768 px wide (SPEC §9), art on top; the features
 * that fit with "+N" (SPEC §9), those flagged as components with a chip icon.
 */
export function DmaCard({
  item,
  hardware = false,
  priority = false,
}: {
  item: Omit<CheatCardData, "features"> & { features: { name: string; isComponent?: boolean }[] };
  /** A device: no anti-cheat status (it has none). */
  hardware?: boolean;
  /** The list's first card: its picture is the page's largest paint, asked for first. */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <Link
      to={localize(item.to)}
      prefetch="intent"
      data-testid="dma-card"
      className="group flex flex-col overflow-hidden rounded-2xl border border-line bg-surface transition hover:-translate-y-0.5 hover:border-accent/60 md:h-[340px]"
    >
      {/* On a phone the picture keeps its 16:9 (a product shot cropped to a tall card showed only
          its middle); from 768 px the card is 340 px high and the picture takes what is left. */}
      <div className="relative aspect-video overflow-hidden md:aspect-auto md:min-h-0 md:flex-1">
        {item.previewWebP ? (
          <Picture
            webp={item.previewWebP}
            alt=""
            width={640}
            height={360}
            priority={priority}
            className="card-art h-full"
          />
        ) : (
          <div className="h-full w-full bg-surface-3" />
        )}
        {hardware ? null : (
          <StatusBadge status={item.status} className="status-badge-overlay absolute left-3 top-3" />
        )}
      </div>
      <div className="flex flex-col gap-2 p-4">
        {/* Cards are listed right under the page's h1. */}
        <h2 className="font-semibold leading-snug text-text">{item.title}</h2>
        <FittedTags
          testId="card-tags"
          tags={item.features.map((f) => ({
            name: f.name,
            data: { "data-component": f.isComponent ? "true" : undefined },
            icon: f.isComponent ? (
              <Cpu
                className="mr-1 inline-block size-3 align-[-2px] text-accent"
                aria-label={t("dma.component")}
              />
            ) : undefined,
          }))}
        />
        <PriceTag price={item.minPrice} className="text-sm" />
      </div>
    </Link>
  );
}
