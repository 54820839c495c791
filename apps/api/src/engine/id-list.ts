import { BadRequestError } from '../errors.ts';

/**
 * The ids of a list of links as a client sends it: ids, or `{ id }` objects as answers list them
 * (a user's roles, a role's implied roles). Each id once; anything else is refused with `problem`.
 */
export function idList(value: unknown, problem: string): number[] {
  if (!Array.isArray(value)) throw new BadRequestError(problem);
  const ids = value.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry,
  );
  if (ids.some((id) => !Number.isInteger(id))) throw new BadRequestError(problem);
  return [...new Set(ids as number[])];
}
