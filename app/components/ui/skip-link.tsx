/**
 * The first thing a keyboard reaches on every page: "Skip to content", visible once focused. It
 * moves focus into <main id="main"> (tabIndex -1) by script rather than by a hash change, which
 * the router would take for a back navigation; without JavaScript the plain anchor does the same.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById("main");
        if (!main) return;
        event.preventDefault();
        main.focus({ preventScroll: true });
        main.scrollIntoView();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[100] focus:rounded-lg focus:bg-accent-fill focus:px-3 focus:py-2 focus:text-white"
      data-testid="skip-link"
    >
      {label}
    </a>
  );
}
