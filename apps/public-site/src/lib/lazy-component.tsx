import { lazy, useState, type ComponentType } from 'react';
import { settledValue } from './settled-promise';

/**
 * A component whose module loads on demand, like `React.lazy`, except that it renders at once,
 * without suspending, when the module is already loaded when it mounts: a page hydrated from
 * prerendered HTML loads its modules first and must hydrate in one pass. The choice is made once
 * per mount, so a later render never swaps the component (and its state) for another.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    const [Loaded] = useState(() => settledValue(load()));
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
}
