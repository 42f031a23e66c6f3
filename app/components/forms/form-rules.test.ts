import { expect, it } from "vitest";
import * as forms from "./form-rules";

it("names every field of each form's schema, and no other", async () => {
  const all = Object.entries(forms);
  expect(all.length).toBeGreaterThan(5);
  for (const [name, rules] of all) {
    const schema = await rules.load();
    expect([...rules.fields].sort(), name).toEqual(Object.keys(schema.shape).sort());
  }
});
