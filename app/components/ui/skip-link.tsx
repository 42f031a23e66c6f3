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
      className="skip-link"
      data-testid="skip-link"
    >
      {label}
    </a>
  );
}
