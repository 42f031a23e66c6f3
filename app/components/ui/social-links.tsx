import { useTranslation } from "~/i18n/react";
import type { SiteSettings } from "~/utils/site-settings";
import { BrandIcon } from "./brand-icon";

/** Icon links to the shop's social pages, opened in a new tab. */
export function SocialLinks({
  socials,
  size = "md",
}: {
  socials: SiteSettings["socials"];
  size?: "sm" | "md";
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {socials.map((s) => (
        <li key={s.key}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${s.key}`)}
            className={`social-link ${size === "sm" ? "size-10" : "size-11"}`}
          >
            <BrandIcon name={s.key} className={size === "sm" ? "size-4.5" : "size-5"} />
          </a>
        </li>
      ))}
    </ul>
  );
}
