import {
  Box,
  Camera,
  CircuitBoard,
  Cog,
  FileArchive,
  Gpu,
  HardDriveDownload,
  MonitorSmartphone,
  Package,
  ScreenShare,
  type LucideIcon,
} from "lucide-react";

/** A download card's entry: its locale key, the official page, and the icon that says what it is. */
type Download = { key: string; href: string; icon: LucideIcon };

/** Official download pages the troubleshooting guide and the programs page link to. */
export const systemDownloads = [
  // A runtime package, a cube (Direct3D), a framework's gear, the two graphics cards, a driver installer.
  {
    key: "vcredist",
    href: "https://learn.microsoft.com/cpp/windows/latest-supported-vc-redist",
    icon: Package,
  },
  { key: "directx", href: "https://www.microsoft.com/download/details.aspx?id=35", icon: Box },
  { key: "dotnet", href: "https://dotnet.microsoft.com/download/dotnet-framework/net48", icon: Cog },
  { key: "nvidia", href: "https://www.nvidia.com/Download/index.aspx", icon: Gpu },
  { key: "amd", href: "https://www.amd.com/support/download/drivers.html", icon: CircuitBoard },
  { key: "driverpack", href: "https://www.snappy-driver-installer.org/", icon: HardDriveDownload },
] as const satisfies readonly Download[];

/** The Windows protection features step 2 explains; a video link per feature may be set in settings (faqVideo_<key>). */
export const protectionGuides = ["smartscreen", "defender", "uac", "secureboot"] as const;

/** Helper tools: an archiver, a screenshot tool and two remote-access tools. */
export const helperTools = [
  { key: "archiver", href: "https://www.7-zip.org/", icon: FileArchive },
  { key: "screenshot", href: "https://getsharex.com/", icon: Camera },
  { key: "anydesk", href: "https://anydesk.com/downloads", icon: ScreenShare },
  { key: "rustdesk", href: "https://rustdesk.com/", icon: MonitorSmartphone },
] as const satisfies readonly Download[];
