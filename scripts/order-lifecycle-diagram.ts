// Writes the order life cycle's diagram, drawn from its transition table
// (app/services/payments/lifecycle.ts), into README.md and decision 0039 between their markers.
// A unit test (lifecycle.test.ts) fails when a copy differs from the table: run this after a change.
import fs from "node:fs";
import { lifecycleDiagram } from "../app/services/payments/lifecycle";

export const DIAGRAM_FILES = ["README.md", "docs/decisions/0039-order-life-cycle.md"];
const START = "<!-- order-lifecycle:start (scripts/order-lifecycle-diagram.ts) -->";
const END = "<!-- order-lifecycle:end -->";

/** The block a file carries: the markers around a Mermaid code block. */
export function diagramBlock() {
  // Blank lines around the code block, as Prettier leaves Markdown.
  return `${START}\n\n\`\`\`mermaid\n${lifecycleDiagram()}\n\`\`\`\n\n${END}`;
}

/** The file's block as it stands, or null when it has none. */
export function blockIn(text: string) {
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  return from < 0 || to < from ? null : text.slice(from, to + END.length);
}

if (process.argv[1]?.endsWith("order-lifecycle-diagram.ts"))
  for (const file of DIAGRAM_FILES) {
    const text = fs.readFileSync(file, "utf8");
    const block = blockIn(text);
    if (!block) throw new Error(`${file} has no order-lifecycle markers`);
    fs.writeFileSync(file, text.replace(block, diagramBlock()));
    console.log(`${file}: diagram written`);
  }
