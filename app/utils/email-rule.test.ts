import { describe, expect, it } from "vitest";
import { emailSchema, isValidEmail } from "./validation";

const error = (value: string) => {
  const result = emailSchema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
};

describe("e-mail rule (SPEC §5)", () => {
  it("lets an empty value pass the rule; the field's required rule refuses it", () => {
    expect(isValidEmail("")).toBe(true);
    expect(error("")).toBe("validation.required");
    expect(error("   ")).toBe("validation.required");
  });

  it.each([
    "пользователь@пример.рф",
    "Пользователь@Пример.РФ",
    "user@пример.рф",
    "игрок.2026@почта.рф",
    "ёжик@ёлка.рф",
    "їжак@приклад.укр",
    "user@xn--e1afmkfd.xn--p1ai",
  ])("passes the Cyrillic (or IDNA) address %s", (address) => {
    expect(isValidEmail(address)).toBe(true);
    expect(error(address)).toBeNull();
  });

  it.each(["player@nocturn.gg", "first.last+shop@mail.example.com", "a_b-c@sub.domain.io"])(
    "passes the standard address %s",
    (address) => expect(error(address)).toBeNull(),
  );

  it.each([
    "not-an-address",
    "player@",
    "@nocturn.gg",
    "player@nocturn",
    "pla yer@nocturn.gg",
    "player@@nocturn.gg",
    "player@nocturn..gg",
    "плохой адрес@пример.рф",
    "пользователь@пример",
    "пользователь",
    "a@b.рф, victim@example.com",
    "пользователь@пример.рф>\r\nBcc: x@y.z",
    '"пользователь"@пример.рф',
  ])("refuses %s", (value) => {
    expect(error(value)).toBe("validation.email");
  });

  it("trims and composes the address before checking it (NFC)", () => {
    const decomposed = "и\u0306горь@пример.рф";
    const result = emailSchema.safeParse(`  ${decomposed}  `);
    expect(result.success && result.data).toBe("йгорь@пример.рф");
  });
});
