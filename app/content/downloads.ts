/**
 * A download card's entry: its locale key and the official page. Its icon is the card's business
 * (~/components/catalogue/download-card): this table is also the assistant's, on the server, which
 * draws nothing.
 */
type Download = { key: string; href: string };

/** Official download pages the troubleshooting guide and the programs page link to. */
export const systemDownloads = [
  {
    key: "vcredist",
    href: "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist",
  },
  { key: "directx", href: "https://www.microsoft.com/download/details.aspx?id=35" },
  { key: "dotnet", href: "https://dotnet.microsoft.com/download/dotnet-framework/net48" },
  { key: "nvidia", href: "https://www.nvidia.com/Download/index.aspx" },
  { key: "amd", href: "https://www.amd.com/support/download/drivers.html" },
  { key: "driverpack", href: "https://www.snappy-driver-installer.org/" },
] as const satisfies readonly Download[];

/** The Windows protection features step 2 explains; a video link per feature may be set in settings (faqVideo_<key>). */
export const protectionGuides = ["smartscreen", "defender", "uac", "secureboot"] as const;

/** Helper tools: an archiver, a screenshot tool and two remote-access tools. */
export const helperTools = [
  { key: "archiver", href: "https://www.7-zip.org/" },
  { key: "screenshot", href: "https://getsharex.com/" },
  { key: "anydesk", href: "https://anydesk.com/downloads" },
  { key: "rustdesk", href: "https://rustdesk.com/" },
] as const satisfies readonly Download[];
