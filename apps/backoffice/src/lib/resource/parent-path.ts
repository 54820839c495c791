/** The generic Back: the parent path, the current one without its last segment (`/users/4` → `/users`). */
export function parentPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return parent || '/';
}
