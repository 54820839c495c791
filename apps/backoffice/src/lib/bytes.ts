const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * "1.2 GB", "1,2 Go", "1,2 GB": a size in the largest unit under 1000 of it, in the reader's
 * language; kilobytes at least (backups and disks, never a few bytes).
 */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
