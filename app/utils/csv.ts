/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV-injection rule: it starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so it shows as the text it
 * is — a buyer's Steam login `=HYPERLINK(…)` must never become a link in the owner's spreadsheet.
 */
export function neutralizeCell(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * One CSV file as the console's exports write it: a header row and the rows, comma-separated,
 * CRLF line ends (RFC 4180), every cell neutralised against formulas and quoted where it holds a
 * quote, a separator or a line break.
 */
export function csvText(header: string[], rows: string[][]) {
  const cell = (raw: string) => {
    const value = neutralizeCell(raw);
    return /[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
