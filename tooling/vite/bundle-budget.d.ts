export interface BundleFile {
  /** Path relative to the build folder, with `/` separators. */
  file: string;
  gzipBytes: number;
  /** Loaded by `index.html` (script or module preload), before any lazily loaded module. */
  entry: boolean;
}

export interface BundleReport {
  /** Every JS file of the build, largest first. */
  files: BundleFile[];
  /** The gzipped total of the entry's files. */
  entryBytes: number;
}

export interface BundleBudget {
  /** Ceiling of the entry's gzipped total. */
  entryKiB: number;
  /** Ceiling of each other JS file, gzipped. */
  chunkKiB: number;
}

export declare function entryFiles(indexHtml: string): string[];
export declare function measureBundle(distDir: string): BundleReport;
export declare const toKiB: (bytes: number) => number;
export declare function budgetViolations(report: BundleReport, budget: BundleBudget): string[];
export declare function formatReport(report: BundleReport, budget: BundleBudget): string;
export declare function reportBundleBudget(distDir: string, budget: BundleBudget): boolean;
