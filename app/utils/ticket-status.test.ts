import { describe, expect, it } from "vitest";
import { ticketDisplayStatus, type TicketDisplayStatus } from "./tickets";

const AUTHOR = 1;
const STAFF = 2;
const OWNER = 3;

const ticket = (over: Partial<Parameters<typeof ticketDisplayStatus>[0]> = {}) => ({
  closed: false,
  needOwnerHelp: false,
  unread: 0,
  lastSenderId: AUTHOR,
  authorId: AUTHOR,
  ...over,
});

describe("ticket display status (SPEC §4.2)", () => {
  // Each row: the ticket, then what the author, the tech support and the owner see.
  const table: [
    string,
    ReturnType<typeof ticket>,
    TicketDisplayStatus,
    TicketDisplayStatus,
    TicketDisplayStatus,
  ][] = [
    ["the customer wrote last", ticket(), "review", "wait", "wait"],
    ["tech support answered", ticket({ lastSenderId: STAFF }), "wait", "review", "wait"],
    ["the owner answered", ticket({ lastSenderId: OWNER }), "wait", "wait", "review"],
    ["a system message was last", ticket({ lastSenderId: null }), "wait", "wait", "wait"],
    ["unread messages", ticket({ lastSenderId: STAFF, unread: 2 }), "newMessage", "newMessage", "newMessage"],
    [
      "owner help asked",
      ticket({ needOwnerHelp: true, lastSenderId: STAFF }),
      "wait",
      "needHelp",
      "needHelp",
    ],
    [
      "owner help asked, with unread",
      ticket({ needOwnerHelp: true, unread: 1 }),
      "newMessage",
      "needHelp",
      "needHelp",
    ],
    ["closed", ticket({ closed: true, unread: 3, needOwnerHelp: true }), "closed", "closed", "closed"],
  ];

  it.each(table)("%s", (_, t, author, staff, owner) => {
    expect(ticketDisplayStatus(t, AUTHOR)).toBe(author);
    expect(ticketDisplayStatus(t, STAFF)).toBe(staff);
    expect(ticketDisplayStatus(t, OWNER)).toBe(owner);
  });
});
