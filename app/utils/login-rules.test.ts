import { describe, expect, it } from "vitest";
import { changeLoginSchema } from "./validation";

const check = (login: string) => changeLoginSchema.safeParse({ login });
const firstError = (login: string) => {
  const result = check(login);
  return result.success ? null : result.error.issues[0].message;
};

describe("login rules", () => {
  it("normalises look-alike full-width and compatibility characters (NFKC)", () => {
    const result = check("ｏｗｎｅｒ");
    expect(result.success && result.data.login).toBe("owner");
    expect(check("ﬁre_fox").success && check("ﬁre_fox").data?.login).toBe("fire_fox");
  });

  it("refuses invisible and control characters", () => {
    expect(firstError("own\u200Ber")).toBe("validation.loginChars");
    expect(firstError("own\u00ADer")).toBe("validation.loginChars");
    expect(firstError("own\u0000er")).toBe("validation.loginChars");
    expect(firstError("own\u202Eer")).toBe("validation.loginChars");
  });

  it("refuses letters of two scripts (a Cyrillic о inside a Latin login)", () => {
    expect(firstError("\u043Ewner")).toBe("validation.loginMixedScripts");
    expect(firstError("support_\u0441")).toBe("validation.loginMixedScripts");
    expect(check("игрок_2026").success).toBe(true);
    expect(check("player.one").success).toBe(true);
  });
});
