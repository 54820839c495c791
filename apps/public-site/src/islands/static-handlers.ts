import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * The handlers that make an element do something. On a page, React renders them on the server
 * only, and they never run: an element that needs one belongs in an island, whose component React
 * renders as a root of its own (and so is not seen here). MUI's own focus and key handlers, which
 * every button carries, are left out.
 */
const BEHAVIOUR = ['onClick', 'onChange', 'onInput', 'onSubmit'] as const;

/**
 * MUI's ButtonBase gives every button and link it draws a click handler of its own (for its
 * keyboard and ripple), which does nothing unless one was given to the button: only a handler
 * given to it counts.
 */
const BUTTON_BASE = 'ButtonBase';

/** What React keeps of a rendered element (its internal tree, read by this check alone). */
interface Fiber {
  type: unknown;
  stateNode: { current?: Fiber } | null;
  memoizedProps: Record<string, unknown> | null;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
}

/** A component's name: a function's, or the one `forwardRef` and `memo` wrap. */
function nameOf(type: unknown): string {
  if (typeof type === 'function')
    return (type as { displayName?: string }).displayName ?? type.name;
  if (type && typeof type === 'object') {
    const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapped.displayName ?? nameOf(wrapped.render ?? wrapped.type);
  }
  return '';
}

/** Whether a host element's handler is MUI's own, not one given to the MUI button drawing it. */
function buttonBaseOwn(fiber: Fiber, handler: string): boolean {
  for (let at = fiber.return; at; at = at.return)
    if (nameOf(at.type) === BUTTON_BASE) return typeof at.memoizedProps?.[handler] !== 'function';
  return false;
}

/** The components above a fiber, nearest last: where to look for the handler. */
function ownerPath(fiber: Fiber): string {
  const names: string[] = [];
  for (let at = fiber.return; at; at = at.return) {
    const name = nameOf(at.type);
    if (name && /^[A-Z]/.test(name)) names.unshift(name);
  }
  return names.slice(-4).join(' › ');
}

/**
 * Renders `tree` as the server does and answers one line per element of the static HTML that
 * carries a handler: `<button onClick> in ServicesPage › FeesSection`. Empty when the page is
 * right.
 */
export function handlersInStaticHtml(tree: ReactNode): string[] {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(tree));
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  const found: string[] = [];
  const visit = (fiber: Fiber | null) => {
    for (let at = fiber; at; at = at.sibling) {
      if (typeof at.type === 'string')
        for (const handler of BEHAVIOUR)
          if (typeof at.memoizedProps?.[handler] === 'function' && !buttonBaseOwn(at, handler))
            found.push(`<${at.type} ${handler}> in ${ownerPath(at)}`);
      visit(at.child);
    }
  };
  // The container names the root's first fiber; its root's `current` is the tree on screen.
  const first = key ? (container as unknown as Record<string, Fiber>)[key] : undefined;
  visit(first?.stateNode?.current?.child ?? null);
  if (!first) throw new Error('React left no tree in the container: the check cannot run.');
  root.unmount();
  return found;
}

/** The message a page with handlers in its static HTML fails with: what is wrong and what to do. */
export const staticHandlersMessage = (found: readonly string[]) =>
  `A handler in a page's static HTML never runs: the server renders it and no script brings it to ` +
  `life.\n  ${found.join('\n  ')}\nMove that part into an island (<Island> or <ScriptIsland> of ` +
  `src/islands/island.tsx, listed in src/islands/island-modules.ts), or use the platform's own ` +
  `behaviour (a link, <details>, a popover).`;
