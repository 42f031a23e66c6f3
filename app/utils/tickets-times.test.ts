import { describe, expect, it } from "vitest";
import { byLongestWaiting, durationParts, minutesBetween, waitingSince, type TicketView } from "./tickets";

const ticket = (id: number, over: Partial<TicketView> = {}): TicketView => ({
  id,
  subject: "cheatProblem",
  createdAt: "2026-11-25T08:00:00.000Z",
  updatedAt: "2026-11-25T08:00:00.000Z",
  closed: false,
  needOwnerHelp: false,
  authorId: 7,
  authorLogin: "gamer",
  lastSenderId: 7,
  techsupportId: null,
  ownerId: null,
  lastMessageSeq: 1,
  lastMessageAt: "2026-11-25T08:00:00.000Z",
  firstResponseAt: null,
  rating: null,
  ratingComment: null,
  purchaseId: null,
  unread: 0,
  preview: "",
  ...over,
});

describe("desk waiting times", () => {
  it("waits only while the customer's message is the newest of an open ticket", () => {
    expect(waitingSince(ticket(1))).toBe("2026-11-25T08:00:00.000Z");
    expect(waitingSince(ticket(1, { lastSenderId: 3 }))).toBeNull();
    expect(waitingSince(ticket(1, { closed: true }))).toBeNull();
  });

  it("counts whole minutes and shows the two largest units", () => {
    expect(minutesBetween("2026-11-25T08:00:00Z", "2026-11-25T08:59:59Z")).toBe(59);
    expect(minutesBetween("2026-11-25T08:00:00Z", "2026-11-25T07:00:00Z")).toBe(0);
    expect(durationParts(42)).toMatchObject({ key: "m", m: 42 });
    expect(durationParts(125)).toMatchObject({ key: "h", h: 2, m: 5 });
    expect(durationParts(3 * 1440 + 4 * 60 + 9)).toMatchObject({ key: "d", d: 3, h: 4 });
  });

  it("puts the longest waiting first and keeps the others in their order after them", () => {
    const list = [
      ticket(1, { lastSenderId: 3 }),
      ticket(2, { lastMessageAt: "2026-11-25T09:00:00.000Z" }),
      ticket(3, { closed: true }),
      ticket(4, { lastMessageAt: "2026-11-25T07:30:00.000Z" }),
      ticket(5, { lastSenderId: 3 }),
    ];
    expect(byLongestWaiting(list).map((t) => t.id)).toEqual([4, 2, 1, 3, 5]);
  });
});
