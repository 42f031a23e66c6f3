import { describe, expect, it } from "vitest";
import { DecodeQueueFull, DecodeSlots } from "./decode-slots.server";

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("decode slots", () => {
  it("runs at most `limit` decodes at once, lets the waiting ones in order, and refuses past the line", async () => {
    const slots = new DecodeSlots(1);
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate() };
    const run = (name: keyof typeof gates) =>
      slots.run(2, async () => {
        started.push(name);
        await gates[name].opened;
        return name;
      });
    const a = run("a");
    const b = run("b");
    const c = run("c");
    await expect(slots.run(2, async () => "d")).rejects.toBeInstanceOf(DecodeQueueFull);
    await expect.poll(() => started).toEqual(["a", "b"]);
    expect(slots.load).toEqual({ active: 2, waiting: 1 });

    gates.a.open();
    await expect(a).resolves.toBe("a");
    await expect.poll(() => started).toEqual(["a", "b", "c"]);
    expect(slots.load).toEqual({ active: 2, waiting: 0 });

    gates.b.open();
    gates.c.open();
    await Promise.all([b, c]);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when a decode fails", async () => {
    const slots = new DecodeSlots(0);
    await expect(
      slots.run(1, async () => {
        throw new Error("broken picture");
      }),
    ).rejects.toThrow("broken picture");
    await expect(slots.run(1, async () => "next")).resolves.toBe("next");
  });
});
