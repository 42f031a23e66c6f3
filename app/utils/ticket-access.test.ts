import { describe, expect, it } from "vitest";
import { canAskHelp, replyMode, type Reader } from "./ticket-access";

const customer: Reader = { id: 1, role: "client" };
const tech: Reader = { id: 2, role: "techsupport" };
const otherTech: Reader = { id: 4, role: "techsupport" };
const owner: Reader = { id: 3, role: "owner" };

const inWork = {
  authorId: customer.id,
  closed: false,
  needOwnerHelp: false,
  techsupportId: tech.id,
  ownerId: null,
};

describe("asking the owner for help (SPEC §6: a tech-support right)", () => {
  it("is the assigned tech support's, once, while the ticket is open", () => {
    expect(canAskHelp(inWork, tech)).toBe(true);
    expect(canAskHelp({ ...inWork, needOwnerHelp: true }, tech)).toBe(false);
    expect(canAskHelp({ ...inWork, ownerId: owner.id }, tech)).toBe(false);
    expect(canAskHelp({ ...inWork, closed: true }, tech)).toBe(false);
    expect(canAskHelp(inWork, otherTech)).toBe(false);
    expect(canAskHelp({ ...inWork, techsupportId: null }, tech)).toBe(false);
  });

  it("is never the customer's, taken in work or not", () => {
    expect(canAskHelp(inWork, customer)).toBe(false);
    expect(canAskHelp({ ...inWork, techsupportId: null }, customer)).toBe(false);
    // The customer's reply box carries no Actions menu, so nothing offers it.
    expect(replyMode(inWork, customer)).toBe("default");
  });

  it("is not for an owner who did not take the ticket: owners receive need-help tickets", () => {
    expect(canAskHelp(inWork, owner)).toBe(false);
  });
});
