const integers = new Intl.NumberFormat('en-GB');

/** '1,234' (en-GB grouping), with one formatter for every call: tables format hundreds of numbers. */
export const formatNumber = (n: number): string => integers.format(n);
