/** "1 person", "2,000 people": a count with its noun, as the privacy log words it. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
