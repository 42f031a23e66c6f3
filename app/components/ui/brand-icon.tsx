import {
  siBitcoin,
  siDiscord,
  siFacebook,
  siGoogle,
  siInstagram,
  siMastercard,
  siSteam,
  siTelegram,
  siTether,
  siVisa,
  siVk,
  siX,
  siYoutube,
  type SimpleIcon,
} from "simple-icons";

const icons = {
  vk: siVk,
  discord: siDiscord,
  telegram: siTelegram,
  instagram: siInstagram,
  youtube: siYoutube,
  x: siX,
  facebook: siFacebook,
  google: siGoogle,
  steam: siSteam,
  visa: siVisa,
  mastercard: siMastercard,
  tether: siTether,
  bitcoin: siBitcoin,
} satisfies Record<string, SimpleIcon>;

export type BrandIconName = keyof typeof icons;

/** A brand glyph (social networks, payment systems) drawn in the current text colour. */
export function BrandIcon({ name, className = "size-5" }: { name: BrandIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={icons[name].path} />
    </svg>
  );
}
