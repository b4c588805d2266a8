/** One item of `items`, drawn at random. */
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** `count` different items of `items`, drawn at random (a partial Fisher–Yates shuffle). */
export function sample<T>(items: readonly T[], count: number): T[] {
  const copy = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}
