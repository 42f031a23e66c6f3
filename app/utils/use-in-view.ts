import { useEffect, useState } from "react";

/**
 * Whether an element is (at least partly) in the window, kept current by an IntersectionObserver.
 * Before it is measured (and without JavaScript) it counts as in view.
 */
export function useInView(element: Element | null) {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

/**
 * Marks <html> with `data-<name>` while `on` holds, so the page's other floating parts (the
 * assistant's button, the support pill) can make way in CSS without knowing who asked.
 */
export function useRootFlag(name: string, on: boolean) {
  useEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.setAttribute(`data-${name}`, "");
    return () => root.removeAttribute(`data-${name}`);
  }, [name, on]);
}
