/** Expands direct roles with every role they imply, recursively; cycles are safe. */
export function expandImpliedRoles(
  directRoleIds: readonly number[],
  links: readonly { role_id: number; implied_role_id: number }[],
): Set<number> {
  const implied = new Map<number, number[]>();
  for (const link of links) {
    implied.set(link.role_id, [...(implied.get(link.role_id) ?? []), link.implied_role_id]);
  }
  const seen = new Set<number>();
  const queue = [...directRoleIds];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(implied.get(id) ?? []));
  }
  return seen;
}
