import { ExternalLink, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { helperTools, systemDownloads } from "~/content/downloads";

/** A download: its own icon, title, what it is for, and a link to the official page in a new tab. */
export function DownloadCard({
  icon: Icon,
  title,
  text,
  href,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  href: string;
  action: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="card group flex h-full flex-col p-5 transition hover:border-accent/60"
      data-testid="download-card"
    >
      <span
        className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent"
        data-testid="download-icon"
        data-icon={Icon.displayName}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="mt-3 font-semibold text-text">{title}</span>
      <span className="mt-1 flex-1 text-sm leading-relaxed text-muted">{text}</span>
      <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent">
        {action}
        <ExternalLink className="size-3.5" aria-hidden />
      </span>
    </a>
  );
}

/** Cards for the system components (runtimes, drivers) of the troubleshooting guide, as list items. */
export function SystemDownloadItems() {
  const { t } = useTranslation();
  return systemDownloads.map((d) => (
    <li key={d.key}>
      <DownloadCard
        icon={d.icon}
        title={t(`faq.downloads.${d.key}.title`)}
        text={t(`faq.downloads.${d.key}.text`)}
        href={d.href}
        action={t("faq.download")}
      />
    </li>
  ));
}

/** Cards for the helper tools (archiver, screenshots, remote access), as list items. */
export function HelperToolItems() {
  const { t } = useTranslation();
  return helperTools.map((tool) => (
    <li key={tool.key}>
      <DownloadCard
        icon={tool.icon}
        title={t(`programs.items.${tool.key}.title`)}
        text={t(`programs.items.${tool.key}.text`)}
        href={tool.href}
        action={t("faq.download")}
      />
    </li>
  ));
}
