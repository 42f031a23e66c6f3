/** A section heading with an optional action on the right. */
export function SectionTitle({
  title,
  action,
  id,
}: {
  title: string;
  action?: React.ReactNode;
  id?: string;
}) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <h2 id={id} className="font-display text-2xl text-text md:text-3xl">
        {title}
      </h2>
      {action}
    </div>
  );
}
