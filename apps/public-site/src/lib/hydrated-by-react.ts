/**
 * Whether React has hydrated (or rendered) a DOM node: it marks each node it owns with a
 * `__reactFiber$…` key. A node still in a part React has not hydrated has none.
 */
export function hydratedByReact(node: Node): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}
