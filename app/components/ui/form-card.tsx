/**
 * A page that is one centred form card (sign-in, registration, wallet top-up, sandbox payment):
 * an optional icon or badge, the page's h1, a lead line, then the form; `after` goes under the
 * card (the top-up's "how it works").
 */
export function FormCard({
  id,
  title,
  lead,
  icon,
  wide,
  after,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  icon?: React.ReactNode;
  wide?: boolean;
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="container-page grid place-items-center gap-6 py-10 md:py-16">
      <section
        className={`card w-full bg-surface-2 p-6 sm:p-8 ${wide ? "max-w-lg" : "max-w-md"}`}
        aria-labelledby={id}
      >
        {icon}
        <h1 id={id} className={`font-display text-2xl text-text ${icon ? "mt-4" : ""}`}>
          {title}
        </h1>
        <p className="mb-5 mt-2 text-sm leading-relaxed text-muted">{lead}</p>
        {children}
      </section>
      {after ? <div className={`w-full ${wide ? "max-w-lg" : "max-w-md"}`}>{after}</div> : null}
    </div>
  );
}

/** The round icon tile above a form card's title. */
export function FormCardIcon({ children }: { children: React.ReactNode }) {
  return (
    <span className="grid size-12 place-items-center rounded-2xl bg-accent/15 text-accent">{children}</span>
  );
}
