import type { SerializeFrom } from "@remix-run/node";
import type { TFunction } from "~/i18n/translator";
import type { SearchResults } from "~/services/console/global-search.server";
import { ORDER_STATUS_KEYS } from "./order-status";

export type SearchResultsView = SerializeFrom<SearchResults>;
export type SearchGroup = "orders" | "customers" | "products" | "keys";

/** One line of the global search: where it leads and what it says. */
export interface SearchHit {
  key: string;
  group: SearchGroup;
  /** The first of its group (the group's heading goes above it). */
  first: boolean;
  title: string;
  detail: string;
  /** Unprefixed console path. */
  to: string;
}

const KEY_STATUS = ["available", "sold", "revoked"] as const;

/** The results in the box's order — orders, customers, products, keys — as lines to show. */
export function searchHits(results: SearchResultsView, t: TFunction): SearchHit[] {
  const groups: [SearchGroup, Omit<SearchHit, "group" | "first">[]][] = [
    [
      "orders",
      results.orders.map((order) => ({
        key: `order-${order.id}`,
        title: `${order.invoiceId} · ${order.product}`,
        detail: [
          order.email ?? t("console.orders.noEmail"),
          order.needsRefund
            ? t("console.needsRefund.status")
            : t(`console.orders.statuses.${ORDER_STATUS_KEYS[order.status] ?? "waiting"}`),
        ].join(" · "),
        to: `/admin/orders/${order.id}`,
      })),
    ],
    [
      "customers",
      results.customers.map((user) => ({
        key: `customer-${user.id}`,
        title: user.login,
        detail: [
          user.email,
          t(`profile.role.${user.role}`),
          user.isBlocked ? t("console.search.blocked") : null,
        ]
          .filter(Boolean)
          .join(" · "),
        to: `/admin/customers/${user.id}`,
      })),
    ],
    [
      "products",
      results.products.map((product) => ({
        key: `product-${product.id}`,
        title: product.name,
        detail: [product.game, product.isPublished ? null : t("console.search.unpublished")]
          .filter(Boolean)
          .join(" · "),
        to: `/admin/cheats/${product.id}`,
      })),
    ],
    [
      "keys",
      results.keys.map((key) => ({
        key: `key-${key.id}`,
        title: `${key.masked} · ${key.stock}`,
        detail: t(`console.search.keyStatus.${KEY_STATUS[key.status] ?? "available"}`),
        // A sold key answers "who has it?": its order; otherwise its stock.
        to:
          key.orderId !== null && key.status === 1
            ? `/admin/orders/${key.orderId}`
            : `/admin/stock/${key.stockId}`,
      })),
    ],
  ];
  return groups.flatMap(([group, hits]) => hits.map((hit, index) => ({ ...hit, group, first: index === 0 })));
}
