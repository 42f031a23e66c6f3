import { describe, expect, it } from "vitest";
import { createRenderI18n } from "./i18n.server";

describe("plural forms", () => {
  it("pick the Russian form by number", async () => {
    const { t } = await createRenderI18n("ru");
    expect(t("counts.cheats", { count: 1 })).toBe("1 чит");
    expect(t("counts.cheats", { count: 3 })).toBe("3 чита");
    expect(t("counts.cheats", { count: 5 })).toBe("5 читов");
    expect(t("counts.cheats", { count: 21 })).toBe("21 чит");
    expect(t("counts.games", { count: 12 })).toBe("12 игр");
  });

  it("pick the English form by number", async () => {
    const { t } = await createRenderI18n("en");
    expect(t("counts.cheats", { count: 1 })).toBe("1 cheat");
    expect(t("counts.cheats", { count: 5 })).toBe("5 cheats");
    expect(t("counts.games", { count: 0 })).toBe("0 games");
  });
});
