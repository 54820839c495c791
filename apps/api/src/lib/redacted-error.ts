/**
 * What may be logged of an error. A database error raised through the ORM carries the SQL and every
 * bound value (a contact message, an email, a password hash, a whole import batch), and any error's
 * message may quote what a client sent; so a log keeps the error's kind and where it was thrown,
 * never its message, query or parameters.
 */
export interface RedactedError {
  [key: string]: unknown;
  type: string;
  /** Not the error's own message: its kind and code again, which quote nothing. */
  message: string;
  /** SQLSTATE for a database error (`23505`, `P0001`…), Node's or a library's code otherwise. */
  code?: string;
  /** For a database error: what the server named, without any value. */
  table?: string;
  column?: string;
  constraint?: string;
  /** The stack frames, without the message line. */
  stack: string;
}

/** The PostgreSQL error (pg or PGlite) behind an error, if any: it has a five-character SQLSTATE. */
export interface DatabaseError {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

export function databaseErrorOf(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string')
      return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The first code along an error's causes (a dropped connection's `ECONNRESET` under the ORM's error). */
function codeInChain(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = text((current as { code?: unknown }).code);
    if (code) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * What a command's one failure line may say of an error: a system error's own message (a path, an
 * address already in use: nothing a client sent), a database error's code and the names it gives,
 * and of anything else its kind and code only. An ORM error's message quotes the statement and every
 * bound value, and a dropped connection's does too.
 */
export function safeErrorText(error: unknown): string {
  if (error instanceof Error && typeof (error as { syscall?: unknown }).syscall === 'string')
    return error.message;
  const { message, table, constraint } = redactedError(error);
  if (!databaseErrorOf(error)) return message;
  const names = [table && `table ${table}`, constraint && `constraint ${constraint}`]
    .filter(Boolean)
    .join(', ');
  return `the database refused it (${message}${names ? `, ${names}` : ''})`;
}

export function redactedError(error: unknown): RedactedError {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error, stack: '' };
  const database = databaseErrorOf(error);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const type = database ? 'DatabaseError' : error.name;
  const code = database?.code ?? codeInChain(error);
  const named = {
    code,
    table: text(database?.table),
    column: text(database?.column),
    constraint: text(database?.constraint),
  };
  return {
    type,
    message: code ? `${type} ${code}` : type,
    ...Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined)),
    stack: frames,
  };
}
