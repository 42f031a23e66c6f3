import { useTranslation } from "~/i18n/react";
import { SectionTabs } from "./section-tabs";

/** The DMA section's tabs; DMA cheats stays highlighted on /dma-game/*. */
export function DmaTabs() {
  const { t } = useTranslation();
  return (
    <SectionTabs
      label={t("dma.tabsLabel")}
      tabs={[
        { to: "/dma-cheats", label: t("nav.dmaCheats"), also: ["/dma-game"] },
        { to: "/dma-components", label: t("nav.dmaComponents") },
        { to: "/dma-firmware", label: t("nav.dmaFirmware") },
      ]}
    />
  );
}
