import { useEffect, useState } from "react";

/** Scroll listener throttle of SPEC §9. */
const THROTTLE_MS = 22;

/** "top" at scroll position 0, "scrolled" otherwise (the header's marking of SPEC §2.4). */
export function useScrollState(): "top" | "scrolled" {
  const [state, setState] = useState<"top" | "scrolled">("top");
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      last = Date.now();
      setState(window.scrollY > 0 ? "scrolled" : "top");
    };
    const onScroll = () => {
      const wait = THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) update();
      else if (!timer)
        timer = setTimeout(() => {
          timer = undefined;
          update();
        }, wait);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, []);
  return state;
}
