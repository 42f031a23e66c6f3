/** The settings the shell shows (banner, socials, links), picked from the settings map. */
export function siteSettings(settings: Record<string, string>) {
  const title = settings.notificationTitle?.trim();
  const socialKeys = ["vk", "discord", "telegram", "instagram", "youtube", "x", "facebook"] as const;
  return {
    banner: title ? { title, description: settings.notificationDescription?.trim() ?? "" } : null,
    socials: socialKeys
      .map((key) => ({ key, href: settings[`${key}Footer`] ?? "" }))
      .filter((s) => /^https?:\/\//.test(s.href)),
    reviewsLink: settings.reviewsLink || null,
    forumLink: settings.forumLink || null,
    customerChat: settings.customerChat || null,
    homeTitle: settings.homeTitle ?? "",
    homeDescription: settings.homeDescription ?? "",
  };
}

export type SiteSettings = ReturnType<typeof siteSettings>;
export type SocialKey = SiteSettings["socials"][number]["key"];
