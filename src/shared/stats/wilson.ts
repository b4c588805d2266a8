/** z for a two-sided 95 % interval. */
const Z95 = 1.959964;

/**
 * The 95 % Wilson score interval of a proportion, in percent to one decimal; null when n is 0. Unlike
 * the normal approximation it stays within 0-100 and is honest for small n and rates near 0 or 100.
 */
export function wilsonInterval(successes: number, n: number): { low: number; high: number } | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  const percent = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10;
  return { low: percent(centre - half), high: percent(centre + half) };
}
