/**
 * How far an import (or its dry run) has got, so that the dialog waiting on it can show more than a
 * spinner: a large file takes tens of seconds after its upload ends. The client names the import with
 * an id of its own (`progress_id`) and asks `GET /util/import_progress/{id}` while it waits.
 *
 * Kept in this process's memory: no write per row to the database, and an import's rows are in a
 * transaction no other connection can see anyway. With several API processes a poll may reach one
 * that does not run the import; it then answers 404 and the dialog shows "Processing…" instead.
 */

import { setTimeout as pause } from 'node:timers/promises';

/** The steps of an import, in order; `rows_total` is known from `checking` on. */
export type ImportPhase = 'reading' | 'checking' | 'writing' | 'finishing' | 'done' | 'failed';

export interface ImportProgressState {
  phase: ImportPhase;
  /** Rows read (`reading`), checked (`checking`) or written (`writing`) so far. */
  rows_done: number;
  /** The file's rows, once it has been read. */
  rows_total: number | null;
}

/**
 * Work an import may do without letting other requests in, and the pause it then makes: on the
 * embedded database every query runs on this thread, so a long import would otherwise hold the
 * whole server (its progress too). A request needs a few turns of the event loop (read, check the
 * token, answer), which a short pause gives where a single turn would not; 2 ms in 100 ms is 2 %.
 */
const YIELD_EVERY_MS = 100;
const PAUSE_MS = 2;

/** The reporter one import writes to; `ImportProgress.none` when nobody asked to follow it. */
export class ImportProgress {
  static none(): ImportProgress {
    return new ImportProgress();
  }

  readonly state: ImportProgressState = { phase: 'reading', rows_done: 0, rows_total: null };
  #lastTurn = performance.now();

  /**
   * Starts a step. With `rowsTotal` its count starts again from 0; without (finishing), the last
   * step's counts stay, so the end still tells how many rows were written.
   */
  phase(phase: ImportPhase, rowsTotal?: number | null): void {
    this.state.phase = phase;
    if (rowsTotal === undefined) return;
    this.state.rows_done = 0;
    this.state.rows_total = rowsTotal;
  }

  /** Counts `rows` more rows done in the current step, letting other requests in now and then. */
  async advance(rows = 1): Promise<void> {
    this.state.rows_done += rows;
    if (performance.now() - this.#lastTurn < YIELD_EVERY_MS) return;
    await pause(PAUSE_MS);
    this.#lastTurn = performance.now();
  }
}

/** How long a finished import's last state can still be read: the dialog's last poll comes after. */
const KEPT_AFTER_END_MS = 60_000;
/** Imports followed at once in one process; more are run but not followed (the poll answers 404). */
const MAX_FOLLOWED = 1_000;

interface Followed {
  progress: ImportProgress;
  /** When the entry may be forgotten; null while the import runs. */
  forgetAt: number | null;
}

/** The imports followed in this process, each readable only by the user who started it. */
export class ImportProgressBoard {
  readonly #entries = new Map<string, Followed>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Follows a new import of `owner` under the client's `id`; an id already in use is not followed. */
  follow(owner: number, id: string): { progress: ImportProgress; end: (ok: boolean) => void } {
    this.#sweep();
    const key = `${owner}:${id}`;
    const progress = ImportProgress.none();
    if (this.#entries.has(key) || this.#entries.size >= MAX_FOLLOWED)
      return { progress, end: () => undefined };
    const entry: Followed = { progress, forgetAt: null };
    this.#entries.set(key, entry);
    return {
      progress,
      end: (ok) => {
        progress.state.phase = ok ? 'done' : 'failed';
        entry.forgetAt = this.now() + KEPT_AFTER_END_MS;
      },
    };
  }

  /** The state of `owner`'s import `id`, or null when this process does not follow it. */
  read(owner: number, id: string): ImportProgressState | null {
    this.#sweep();
    const entry = this.#entries.get(`${owner}:${id}`);
    return entry ? { ...entry.progress.state } : null;
  }

  #sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.#entries)
      if (entry.forgetAt !== null && entry.forgetAt <= now) this.#entries.delete(key);
  }
}

/** What a client's progress id may look like: a UUID, or any short id of letters, digits, - and _. */
export const PROGRESS_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
