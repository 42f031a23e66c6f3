import { describe, expect, it } from "vitest";
import { can } from "./permissions";
import { PROFILE_TABS, tabsFor } from "./profile-tabs";

describe("permissions (SPEC §6)", () => {
  it("gives each role its desks", () => {
    expect(can(null, "profile")).toBe(false);
    expect(can("client", "profile")).toBe(true);
    expect(can("client", "supportDesk")).toBe(false);
    expect(can("techsupport", "supportDesk")).toBe(true);
    expect(can("techsupport", "ownerDesk")).toBe(false);
    expect(can("owner", "supportDesk")).toBe(true);
    expect(can("owner", "ownerDesk")).toBe(true);
  });

  it("shows profile tabs by role", () => {
    expect(tabsFor("owner")).toEqual(PROFILE_TABS);
    expect(tabsFor("client").every((tab) => can("client", tab.permission))).toBe(true);
  });
});
