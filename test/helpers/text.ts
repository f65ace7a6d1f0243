/** Repeats `unit` to about `size` characters (at least once), for inputs built to a size. */
export const repeatTo = (unit: string, size: number): string =>
  unit.repeat(Math.max(1, Math.ceil(size / unit.length)));
