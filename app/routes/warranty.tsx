import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { Picture } from "~/components/ui/picture";
import { requestLang } from "~/i18n/i18n.server";
import { resources } from "~/i18n/resources.server";
import { getSettings } from "~/services/settings.server";
import { pageMeta } from "~/utils/meta";

const BadgeCheck = icon("badge-check");
const ExternalLink = icon("external-link");
const Headset = icon("headset");
const KeyRound = icon("key-round");
const RefreshCw = icon("refresh-cw");
const ShieldCheck = icon("shield-check");
const Star = icon("star");
const Zap = icon("zap");

const icons = [Zap, KeyRound, Headset, RefreshCw, ShieldCheck, BadgeCheck, Star];

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.text.metaTitle, description: data.text.metaDescription }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const settings = await getSettings(lang);
  const text = resources[lang].legal.warranty;
  return {
    text: {
      metaTitle: text.metaTitle,
      metaDescription: text.metaDescription,
      title: text.title,
      intro: text.intro,
      reviewsButton: text.reviewsButton,
    },
    items: text.items.map((item, index) => ({
      ...item,
      webp: settings[`warrantyImage_${index + 1}_WebP`] ?? "",
      jpeg: settings[`warrantyImage_${index + 1}_JPEG`] ?? "",
    })),
    reviewsLink: settings.reviewsLink || null,
  };
}

export default function WarrantyPage() {
  const { text, items, reviewsLink } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-5xl" data-testid="warranty-page">
      <PageHeading title={text.title}>
        <p className="mt-4 max-w-2xl text-muted">{text.intro}</p>
      </PageHeading>
      <ol className="space-y-6 md:space-y-10">
        {items.map((item, index) => {
          const Icon = icons[index];
          return (
            <li
              key={index}
              data-testid="warranty-item"
              className={`card grid items-center gap-6 overflow-hidden p-4 md:grid-cols-2 md:gap-10 md:p-6 ${index % 2 ? "md:[&>*:first-child]:order-2" : ""}`}
            >
              {item.webp ? (
                <Picture
                  webp={item.webp}
                  alt=""
                  width={640}
                  height={360}
                  priority={index === 0}
                  className="aspect-video w-full rounded-xl object-cover"
                />
              ) : (
                <div className="aspect-video w-full rounded-xl bg-surface-3" aria-hidden />
              )}
              <div>
                <div className="flex items-center gap-3">
                  <span className="advantage-icon">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="font-display text-3xl text-line">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                </div>
                <h2 className="mt-4 font-display text-xl text-text md:text-2xl">{item.title}</h2>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
                {index === 6 && reviewsLink ? (
                  <a
                    href={reviewsLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn-primary mt-5"
                    data-testid="reviews-link"
                  >
                    {text.reviewsButton}
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
