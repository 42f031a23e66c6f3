import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { blockIn, diagramBlock, DIAGRAM_FILES } from "../../../scripts/order-lifecycle-diagram";
import { destinationOf, statesAllowing } from "./order-states.server";
import {
  MONEY_RECEIVED,
  nextState,
  NOTIFICATIONS,
  ORDER_STATES,
  SETTLED_AFTER_PAYMENT,
  SHOP_EVENTS,
  TRANSITIONS,
  type OrderState,
} from "./lifecycle";

const SETTLING = ["keyAssigned", "noKey", "itemGone", "couponGone"] as const;

describe("the order life cycle's table", () => {
  it("answers every provider notification in every state: none is dropped unexplained", () => {
    for (const state of ORDER_STATES)
      for (const notification of NOTIFICATIONS)
        expect(nextState(state, notification), `${state} + ${notification}`).toBeDefined();
  });

  it("ends a payment in delivered, awaiting stock, needs refund or refunded, whatever came before", () => {
    for (const state of ORDER_STATES) {
      const afterPay = nextState(state, "paid")!;
      if (afterPay === "paid") {
        for (const settle of SETTLING) expect(SETTLED_AFTER_PAYMENT).toContain(nextState("paid", settle));
      } else expect(SETTLED_AFTER_PAYMENT, `${state} + paid`).toContain(afterPay);
    }
  });

  it("never un-receives money: no move leads from a paid state to an unpaid one", () => {
    for (const state of MONEY_RECEIVED)
      for (const to of Object.values(TRANSITIONS[state]))
        expect(MONEY_RECEIVED, `${state} → ${to}`).toContain(to);
  });

  it("keeps refunded final, and reaches every state from the start", () => {
    expect(new Set(Object.values(TRANSITIONS.refunded))).toEqual(new Set(["refunded"]));
    const reached = new Set<OrderState>(["start"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached])
        for (const to of Object.values(TRANSITIONS[from]))
          if (!reached.has(to!)) {
            reached.add(to!);
            grew = true;
          }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATES].sort());
  });

  it("names only known events", () => {
    const events = new Set<string>([...NOTIFICATIONS, ...SHOP_EVENTS]);
    for (const state of ORDER_STATES)
      for (const event of Object.keys(TRANSITIONS[state]))
        expect(events.has(event), `${state}: ${event}`).toBe(true);
  });

  it("is what README.md and decision 0039 draw (run scripts/order-lifecycle-diagram.ts after a change)", () => {
    for (const file of DIAGRAM_FILES)
      expect(blockIn(fs.readFileSync(file, "utf8")), file).toBe(diagramBlock());
  });

  it("gives every shop event the sweeps and the console run from stored states one destination", () => {
    // The bulk moves (expiry, stock arriving, the too-long wait, refund) update by these.
    expect(statesAllowing("expire")).toEqual(["pending"]);
    expect(destinationOf("expire")).toBe("expired");
    expect(statesAllowing("stockArrived")).toEqual(["awaitingStock"]);
    expect(destinationOf("stockArrived")).toBe("delivered");
    expect(statesAllowing("waitedTooLong")).toEqual(["awaitingStock"]);
    expect(destinationOf("waitedTooLong")).toBe("needsRefund");
    expect(statesAllowing("refund").sort()).toEqual(["awaitingStock", "delivered", "needsRefund"]);
    expect(destinationOf("refund")).toBe("refunded");
    // A notification leads to different states from different ones: no bulk move may use it.
    expect(() => destinationOf("paid")).toThrow(/leads to/);
  });
});
