import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DmaCard } from "~/components/catalogue/dma-card";
import { DmaTabs } from "~/components/catalogue/dma-tabs";
import { FilteredGrid } from "~/components/catalogue/name-filter";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { listDmaProducts } from "~/services/catalogue/dma.server";
import { cacheHeaders } from "~/utils/http.server";
import { stripLangPrefix } from "~/utils/lang";
import { pageMeta } from "~/utils/meta";
import { normalizeSearch } from "~/utils/search";

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.meta.title, description: data.meta.description }) : [];

/** /dma-components and /dma-firmware: DMA products that belong to no game. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await fixedT(request);
  const category =
    stripLangPrefix(new URL(request.url).pathname) === "/dma-firmware" ? "firmware" : "components";
  const items = await listDmaProducts(requestLang(request), category);
  return data(
    {
      category,
      items,
      search: normalizeSearch(new URL(request.url).searchParams.get("search")),
      meta: { title: t(`dma.${category}MetaTitle`), description: t(`dma.${category}MetaDescription`) },
    },
    { headers: cacheHeaders(request) },
  );
}

export default function DmaProductsPage() {
  const { category, items, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // DMA components is the section's default title (SPEC §2.2).
  const title = category === "firmware" ? t("dma.firmwareTitle") : t("dma.defaultTitle");
  return (
    <div className="container-page" data-testid={`dma-${category}-page`}>
      <PageHeading title={title}>
        <p className="mt-3 max-w-2xl text-muted">{t("dma.intro")}</p>
      </PageHeading>
      <DmaTabs />
      <FilteredGrid
        id="dma-products-search"
        label={title}
        items={items}
        name={(i) => i.title}
        itemKey={(i) => i.id}
        search={search}
        gridClassName="grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-3"
        renderItem={(item, index) => (
          <DmaCard item={item} hardware={category === "components"} priority={index === 0} />
        )}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
