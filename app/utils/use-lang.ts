import { useLocation } from "@remix-run/react";
import { useCallback } from "react";
import { langFromPathname, localizePath, type Lang } from "./lang";

/** The language of the current page. */
export function useLang(): Lang {
  return langFromPathname(useLocation().pathname);
}

/** Turns a Russian (unprefixed) path into the current language's path. */
export function useLocalize() {
  const lang = useLang();
  return useCallback((path: string) => localizePath(path, lang), [lang]);
}
