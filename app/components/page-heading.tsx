/** The heading block every information page opens with. */
export function PageHeading({
  title,
  eyebrow,
  children,
}: {
  title: string;
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="pb-6 pt-8 md:pb-10 md:pt-14">
      {eyebrow ? (
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 font-display text-3xl leading-tight text-text md:text-5xl">{title}</h1>
      {children}
    </header>
  );
}
