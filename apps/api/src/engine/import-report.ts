/** One problem of an imported file: its line (the header is line 1), the column at fault if known. */
export interface ImportProblem {
  row: number;
  column: string | null;
  message: string;
}

/** At most this many problems are listed in a dry run's answer; `error_count` counts them all. */
export const MAX_LISTED_PROBLEMS = 1000;

/**
 * The problems of a dry run, gathered rather than thrown: the dry run reads on past a bad row so
 * that staff fix the whole file at once. `null` (an import) stops at the first problem instead.
 */
export class ImportProblems {
  readonly listed: ImportProblem[] = [];
  count = 0;
  add(problem: ImportProblem) {
    this.count += 1;
    if (this.listed.length < MAX_LISTED_PROBLEMS) this.listed.push(problem);
  }
}

/**
 * The column a row's message is about, when it names one of the file's columns the way the
 * models' rules do: `"email" is required.`, `email must be…`, `A user with email "x" already…`.
 */
export function columnNamedIn(message: string, header: readonly string[]): string | null {
  const named = [
    /^"?(\w+)"? (?:is|must|points)\b/.exec(message)?.[1],
    /\bwith (\w+) "/.exec(message)?.[1],
    /^(\w+) /.exec(message)?.[1],
  ];
  return named.find((name) => name !== undefined && header.includes(name)) ?? null;
}
