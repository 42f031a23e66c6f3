/** An ordered list of steps with round numbered markers (support instruction, how to buy). */
export function NumberedSteps({ steps }: { steps: string[] }) {
  return (
    <ol className="space-y-3">
      {steps.map((step, index) => (
        <li key={index} className="flex gap-3 text-sm leading-relaxed text-muted">
          <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-soft text-xs font-bold text-accent">
            {index + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
