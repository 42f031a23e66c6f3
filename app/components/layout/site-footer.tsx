import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { SocialLinks } from "~/components/ui/social-links";
import type { SiteSettings } from "~/utils/site-settings";
import { useLocalize } from "~/utils/use-lang";
import { Logo } from "./logo";

/** Footer icons of SPEC §2.4 (VK and Telegram appear in the contacts page instead). */
export function SiteFooter({ site }: { site: SiteSettings }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const columns = [
    {
      title: t("footer.sections.shop"),
      links: [
        { label: t("nav.catalog"), to: "/catalog" },
        { label: t("nav.status"), to: "/statuses" },
        { label: t("nav.accounts"), to: "/accounts" },
        { label: t("nav.dmaCheats"), to: "/dma-cheats" },
      ],
    },
    {
      title: t("footer.sections.help"),
      links: [
        { label: t("nav.contacts"), to: "/contacts" },
        { label: t("nav.warranty"), to: "/warranty" },
        { label: t("nav.problems"), to: "/problems" },
        ...(site.forumLink ? [{ label: t("footer.forum"), to: site.forumLink }] : []),
      ],
    },
    {
      title: t("footer.sections.documents"),
      links: [
        { label: t("nav.offer"), to: "/offer-agreement" },
        { label: t("nav.paymentDelivery"), to: "/payment-and-delivery" },
        { label: t("nav.personalData"), to: "/personal" },
        { label: t("nav.terms"), to: "/term-of-use" },
        { label: t("nav.privacy"), to: "/privacy-policy" },
      ],
    },
  ];
  return (
    // The bottom padding keeps the last line clear of the floating assistant button and the
    // cookie notice in the corners.
    <footer
      className="deferred-render mt-20 border-t border-line bg-surface/60 pb-20"
      data-testid="site-footer"
    >
      <div className="container-page grid gap-10 py-12 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">{t("footer.about")}</p>
          <p className="footer-heading mt-6">{t("footer.social")}</p>
          <div className="mt-3">
            {/* The same set as the home page and contacts: every network the owner gave a link for. */}
            <SocialLinks socials={site.socials} size="sm" />
          </div>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <p className="footer-heading">{column.title}</p>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  {link.to.startsWith("http") ? (
                    <a href={link.to} target="_blank" rel="noopener noreferrer" className="footer-link">
                      {link.label}
                    </a>
                  ) : (
                    <Link to={localize(link.to)} className="footer-link">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-faint md:flex-row md:justify-between">
          <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
          <p>{t("footer.disclaimer")}</p>
        </div>
      </div>
    </footer>
  );
}
