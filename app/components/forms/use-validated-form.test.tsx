// @vitest-environment happy-dom
import { getFormProps } from "@conform-to/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { z } from "zod";
import { ConformTextField } from "./conform-text-field";
import type { FormRules } from "./form-rules";
import { fetchFormRules, useValidatedForm } from "./use-validated-form";

const schema = z.object({ email: z.string({ error: "validation.required" }).email("validation.email") });

/** Rules as the browser gets them, counting how often they are fetched. */
function probeRules() {
  const probe = { loads: 0, rules: undefined as unknown as FormRules<typeof schema> };
  probe.rules = {
    fields: ["email"],
    load: async () => {
      probe.loads++;
      return schema;
    },
  };
  return probe;
}

let poke: (value: number) => void = () => {};
let sent: boolean[] = [];

function Form({ rules }: { rules: FormRules<typeof schema> }) {
  const [form, fields] = useValidatedForm(rules, { id: "probe" });
  const [value, setValue] = useState(0);
  poke = setValue;
  const props = getFormProps(form);
  return (
    <form
      {...props}
      data-value={value}
      onSubmit={(event) => {
        props.onSubmit(event);
        // Conform prevents the submission it refuses; one it lets through would reach the server.
        sent.push(!event.defaultPrevented);
        event.preventDefault();
      }}
    >
      <ConformTextField field={fields.email} type="email" label="E-mail" testId="email" />
      <button type="submit">send</button>
    </form>
  );
}

/** Waits for the rules the form has asked for (the same fetch: nothing new is asked). */
const arrived = (rules: FormRules<typeof schema>) => act(() => fetchFormRules(rules));

afterEach(() => {
  cleanup();
  sent = [];
});

it("fetches the form's rules on the first touch, not with the page, and once", async () => {
  const probe = probeRules();
  render(<Form rules={probe.rules} />);
  expect(probe.loads).toBe(0);
  fireEvent.focusIn(screen.getByTestId("email"));
  fireEvent.input(screen.getByTestId("email"), { target: { value: "a" } });
  fireEvent.pointerDown(screen.getByText("send"));
  expect(probe.loads).toBe(1);
});

it("leaves a submission sent before the rules arrive to the server, and checks the next in the browser", async () => {
  const probe = probeRules();
  render(<Form rules={probe.rules} />);
  fireEvent.click(screen.getByText("send"));
  expect(sent).toEqual([true]);
  expect(screen.queryByText("validation.required")).toBeNull();
  await arrived(probe.rules);
  expect(probe.loads).toBe(1);
  fireEvent.click(screen.getByText("send"));
  expect(sent).toEqual([true, false]);
  expect(screen.getByText("validation.required")).toBeTruthy();
});

it("shows a field's error after a render of the form that React did not carry down to the field", async () => {
  const probe = probeRules();
  render(<Form rules={probe.rules} />);
  fireEvent.focusIn(screen.getByTestId("email"));
  await arrived(probe.rules);
  // Two updates that end where they began: React renders the form, then bails out of its
  // children because nothing changed.
  act(() => {
    poke(1);
    poke(0);
  });
  fireEvent.click(screen.getByText("send"));
  expect(screen.getByText("validation.required")).toBeTruthy();
});
