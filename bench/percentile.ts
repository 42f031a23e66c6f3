/** The q-th quantile of some values (q from 0 to 1): the value below which that share falls. */
export function percentile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
