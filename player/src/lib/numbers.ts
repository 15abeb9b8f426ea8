let integers: Intl.NumberFormat | undefined;

/**
 * '1,234' (en-GB grouping). One formatter for every call, made at first use: tables format hundreds
 * of numbers, and `toLocaleString(locale)` would build a formatter for each.
 */
export const formatNumber = (n: number): string =>
  (integers ??= new Intl.NumberFormat('en-GB')).format(n);
