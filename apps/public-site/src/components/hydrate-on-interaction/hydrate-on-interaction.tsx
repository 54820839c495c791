import { Suspense, use, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { elementWithAttribute } from '../../lib/element-with-attribute';
import {
  noteInteraction,
  visitorHasInteracted,
  whenVisitorInteracts,
} from '../../lib/first-interaction';
import {
  hasInputMadeBeforeHydration,
  recordInputMadeBeforeHydration,
} from '../../lib/input-before-hydration';
import { useHydrated } from '../../lib/use-hydrated';
import { useTextsVersion } from '../../lib/texts-version';

const PART = 'data-hydrate-on-interaction';

/** The element holding the part with this id in the page, if any. */
const partElement = (id: string) => elementWithAttribute(PART, id);

interface SleeperProps {
  children: ReactNode;
  /** Whether the part's HTML is on the page, waiting for the visitor to use the page. */
  waits: boolean;
  onHydrated: () => void;
}

/**
 * Suspends the part's hydration until the visitor's first interaction: React keeps the server's
 * HTML of a suspended part on screen as it is. Rendered in the browser alone (a page reached by
 * navigation, or the part rendered again because its texts changed before it was hydrated), it
 * never waits.
 */
function Sleeper({ children, waits, onHydrated }: SleeperProps) {
  const hydrated = useHydrated();
  if (waits && !hydrated && !visitorHasInteracted()) use(whenVisitorInteracts());
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

interface HydrateOnInteractionProps {
  children: ReactNode;
  /** What the part shows besides the texts (e.g. whether the device is online). */
  dependsOn?: readonly unknown[];
}

/**
 * A part of a page that only reacts to use (a form, a map to open, an address to reveal). Hydrating
 * it makes React render and commit each of its elements for HTML already on screen, the longest
 * tasks of a phone's start-up. So on a page made by the server, the part keeps the server's HTML
 * (it shows and scrolls as sent) and is hydrated on the visitor's first touch, click, key, wheel or
 * focus anywhere on the page: React hydrates it at once when that event is aimed at it, before
 * handling the event. What the visitor typed or chose in it before is handed to React once it is
 * hydrated. Rendered in the browser alone, the part renders as usual.
 *
 * React renders a part it has not hydrated in the browser as soon as the part is rendered again
 * with new content: until it is hydrated, the part is given the same content again unless the
 * texts or `dependsOn` changed.
 */
export function HydrateOnInteraction({ children, dependsOn = [] }: HydrateOnInteractionProps) {
  const id = useId();
  const textsVersion = useTextsVersion();
  // Whether the page holds the server's HTML of the part: it is being hydrated. Not `useHydrated`:
  // it would render the part again once the page is hydrated.
  const [waits] = useState(() => partElement(id) !== undefined);
  const [hydrated, setHydrated] = useState(!waits);

  useLayoutEffect(() => {
    const element = partElement(id);
    // What the visitor did in the part before the page came alive wakes it at once.
    if (
      waits &&
      element &&
      (element.contains(document.activeElement) || hasInputMadeBeforeHydration(element))
    )
      noteInteraction();
  }, [id, waits]);

  // As React takes the part over, the fields show what the visitor typed or chose before, which
  // React has not seen (when an input event woke it, React hydrated the field with the typed text
  // in it and saw no change): read now, handed over in a task of their own, after the commit.
  const [onHydrated] = useState(() => () => {
    setHydrated(true);
    const element = partElement(id);
    if (!waits || !element) return;
    const earlyInput = recordInputMadeBeforeHydration(element);
    setTimeout(() => earlyInput.replayOnceHydrated(), 0);
  });

  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <Sleeper waits={waits} onHydrated={onHydrated}>
          {children}
        </Sleeper>
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the same content while asleep
    [hydrated ? children : null, textsVersion, ...dependsOn],
  );

  return (
    <div {...{ [PART]: id }} style={{ display: 'contents' }}>
      {content}
    </div>
  );
}
