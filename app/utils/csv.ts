/**
 * One CSV file as the console's exports write it: a header row and the rows, comma-separated,
 * CRLF line ends (RFC 4180), cells quoted where they hold a quote, a separator or a line break.
 */
export function csvText(header: string[], rows: string[][]) {
  const cell = (value: string) => (/[",\n\r;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
