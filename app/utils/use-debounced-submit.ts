import { useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Submits a GET form `delay` ms after the last change (the catalogue's 300 ms debounce). The
 * form still submits normally with its button, so it works without JavaScript.
 */
export function useDebouncedSubmit(delay: number) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return (form: HTMLFormElement | null) => {
    clearTimeout(timer.current);
    if (!form) return;
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
}
