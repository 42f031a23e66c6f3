import type { IconComponent } from "~/components/ui/sprite-icon";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { helperTools, systemDownloads } from "~/content/downloads";

const Box = icon("box");
const Camera = icon("camera");
const CircuitBoard = icon("circuit-board");
const Cog = icon("cog");
const ExternalLink = icon("external-link");
const FileArchive = icon("file-archive");
const Gpu = icon("gpu");
const HardDriveDownload = icon("hard-drive-download");
const MonitorSmartphone = icon("monitor-smartphone");
const Package = icon("package");
const ScreenShare = icon("screen-share");

/** The icon that says what each download is. */
const ICONS: Record<(typeof systemDownloads | typeof helperTools)[number]["key"], IconComponent> = {
  // A runtime package, a cube (Direct3D), a framework's gear, the two graphics cards, a driver installer.
  vcredist: Package,
  directx: Box,
  dotnet: Cog,
  nvidia: Gpu,
  amd: CircuitBoard,
  driverpack: HardDriveDownload,
  // An archiver, a screenshot tool and two remote-access tools.
  archiver: FileArchive,
  screenshot: Camera,
  anydesk: ScreenShare,
  rustdesk: MonitorSmartphone,
};

/** A download: its own icon, title, what it is for, and a link to the official page in a new tab. */
export function DownloadCard({
  icon: Icon,
  title,
  text,
  href,
  action,
}: {
  icon: IconComponent;
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
        icon={ICONS[d.key]}
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
        icon={ICONS[tool.key]}
        title={t(`programs.items.${tool.key}.title`)}
        text={t(`programs.items.${tool.key}.text`)}
        href={tool.href}
        action={t("faq.download")}
      />
    </li>
  ));
}
