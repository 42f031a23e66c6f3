import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadNamespace, loadStrings } from "~/i18n/load-strings.client";
import { TranslationProvider } from "~/i18n/react";

const lang = document.documentElement.lang === "en" ? "en" : "ru";

loadStrings(lang, window.location.pathname).then((strings) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider lang={lang} strings={strings} loadNamespace={loadNamespace}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
});
