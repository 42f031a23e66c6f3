import type { IconComponent } from "~/components/ui/sprite-icon";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import type { protectionGuides } from "~/content/downloads";

const AppWindow = icon("app-window");
const Cpu = icon("cpu");
const MousePointerClick = icon("mouse-pointer-click");
const RotateCcw = icon("rotate-ccw");
const Save = icon("save");
const Search = icon("search");
const Settings = icon("settings");
const Shield = icon("shield");
const ShieldCheck = icon("shield-check");
const ShieldOff = icon("shield-off");
const SlidersHorizontal = icon("sliders-horizontal");
const SlidersVertical = icon("sliders-vertical");
const ToggleLeft = icon("toggle-left");
const UserCog = icon("user-cog");
const Wrench = icon("wrench");

type Guide = (typeof protectionGuides)[number];

/**
 * The steps of each Windows-protection guide, in order: the locale key of its text
 * (faq.steps.<guide>.<step>) and the picture drawn beside it.
 */
export const guideSteps: Record<Guide, { key: string; icon: IconComponent }[]> = {
  smartscreen: [
    { key: "open", icon: Settings },
    { key: "app", icon: AppWindow },
    { key: "reputation", icon: ShieldCheck },
    { key: "off", icon: ToggleLeft },
  ],
  defender: [
    { key: "open", icon: Settings },
    { key: "virus", icon: Shield },
    { key: "manage", icon: SlidersHorizontal },
    { key: "off", icon: ToggleLeft },
    { key: "back", icon: RotateCcw },
  ],
  uac: [
    { key: "open", icon: Search },
    { key: "slider", icon: SlidersVertical },
    { key: "ok", icon: MousePointerClick },
    { key: "admin", icon: UserCog },
  ],
  secureboot: [
    { key: "restart", icon: RotateCcw },
    { key: "uefi", icon: Wrench },
    { key: "tab", icon: Cpu },
    { key: "off", icon: ShieldOff },
    { key: "save", icon: Save },
  ],
};

/** A guide's numbered step cards, each with its picture: plain markup that needs no script. */
export function ProtectionSteps({ guide, labelledBy }: { guide: Guide; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-4 grid gap-3" aria-labelledby={labelledBy} data-testid="guide-steps">
      {guideSteps[guide].map(({ key, icon: Icon }, index) => (
        <li
          key={key}
          className="flex items-start gap-3 rounded-xl border border-line bg-surface-2 p-3"
          data-testid="guide-step"
        >
          <span className="relative grid size-11 shrink-0 place-items-center rounded-lg bg-accent-soft text-accent">
            <Icon className="size-5" aria-hidden />
            <span
              className="absolute -top-1.5 -left-1.5 grid size-5 place-items-center rounded-full bg-accent-fill text-[11px] font-bold text-white"
              aria-hidden
            >
              {index + 1}
            </span>
          </span>
          <span className="text-sm leading-relaxed text-text/90">{t(`faq.steps.${guide}.${key}`)}</span>
        </li>
      ))}
    </ol>
  );
}
