import { describe, expect, it } from "vitest";
import { formatMessageTime, formatTicketListDate } from "./dates";

const labels = { today: (t: string) => `today - ${t}`, yesterday: (t: string) => `yesterday - ${t}` };
const now = new Date("2026-11-22T12:00:00Z"); // 15:00 in Moscow

describe("ticket dates (SPEC §9, Moscow time)", () => {
  it("reads today, yesterday, or the full date with the month's name", () => {
    expect(formatMessageTime("2026-11-22T06:05:00Z", "en", labels, now)).toBe("today - 09:05");
    expect(formatMessageTime("2026-11-21T20:59:00Z", "en", labels, now)).toBe(
      "today - 23:59".replace("today", "yesterday"),
    );
    expect(formatMessageTime("2026-11-21T21:00:00Z", "en", labels, now)).toBe("today - 00:00");
    expect(formatMessageTime("2026-11-03T10:00:00Z", "en", labels, now)).toBe("03 November 2026 - 13:00");
    expect(formatMessageTime("2026-11-03T10:00:00Z", "ru", labels, now)).toBe("03 ноября 2026 - 13:00");
  });
  it("shows the list date as dd.MM.yyyy", () => {
    expect(formatTicketListDate("2026-01-05T22:30:00Z")).toBe("06.01.2026");
  });
});
