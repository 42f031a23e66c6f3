/**
 * The roles and sign-in providers a user can have, as plain lists: the schema's enums are made
 * from them, and pages import them from here — importing the schema would ship its table and
 * column names to the browser.
 */
export const ROLES = ["client", "techsupport", "owner"] as const;
export const PROVIDERS = ["google", "discord", "vk", "steam"] as const;
