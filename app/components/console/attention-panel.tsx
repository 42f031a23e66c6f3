import type { ReactNode } from "react";

/**
 * A panel of things waiting for the owner at the top of a console page (orders to refund, e-mails
 * given up): a bordered card with an icon, a title, a lead and the list.
 */
export function AttentionPanel({
  id,
  testId,
  tone,
  icon,
  title,
  lead,
  children,
}: {
  id: string;
  testId: string;
  tone: "red" | "warning";
  icon: ReactNode;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className={`card space-y-3 p-5 ${tone === "red" ? "border-status-red/50" : "border-warning/50"}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <h2 id={id} className="flex items-center gap-2 font-semibold text-text">
        {icon}
        {title}
      </h2>
      {lead}
      <ul className="divide-y divide-line">{children}</ul>
    </section>
  );
}
