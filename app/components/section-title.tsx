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
    <div className="section-head">
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {action}
    </div>
  );
}
