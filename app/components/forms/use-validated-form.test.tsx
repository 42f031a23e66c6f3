// @vitest-environment happy-dom
import { getFormProps } from "@conform-to/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, expect, it } from "vitest";
import { z } from "zod";
import { ConformTextField } from "./conform-text-field";
import { useValidatedForm } from "./use-validated-form";

const schema = z.object({ email: z.string({ error: "validation.required" }).email("validation.email") });
let poke: (value: number) => void = () => {};

function Form() {
  const [form, fields] = useValidatedForm(schema, { id: "probe" });
  const [value, setValue] = useState(0);
  poke = setValue;
  const props = getFormProps(form);
  return (
    <form
      {...props}
      data-value={value}
      onSubmit={(event) => {
        props.onSubmit(event);
        event.preventDefault();
      }}
    >
      <ConformTextField field={fields.email} type="email" label="E-mail" testId="email" />
      <button type="submit">send</button>
    </form>
  );
}

afterEach(cleanup);

it("shows a field's error after a render of the form that React did not carry down to the field", () => {
  render(<Form />);
  // Two updates that end where they began: React renders the form, then bails out of its
  // children because nothing changed.
  act(() => {
    poke(1);
    poke(0);
  });
  fireEvent.click(screen.getByText("send"));
  expect(screen.getByText("validation.required")).toBeTruthy();
});
