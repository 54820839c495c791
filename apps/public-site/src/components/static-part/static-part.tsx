import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { elementWithAttribute } from '../../lib/element-with-attribute';
import { useHydrated } from '../../lib/use-hydrated';
import { useTextsVersion } from '../../lib/texts-version';
import { followLinksInHtml } from './follow-links-in-html';

const PART = 'data-static-part';

/** The HTML the server sent for the part, when the page is being hydrated; else null. */
function sentHtml(id: string, hydrating: boolean): string | null {
  if (!hydrating) return null;
  return elementWithAttribute(PART, id)?.innerHTML ?? null;
}

interface StaticPartProps {
  children: ReactNode;
  /** What the part shows besides the texts (e.g. which card is selected): it renders once one changes. */
  dependsOn?: readonly unknown[];
}

/**
 * A part of a page with nothing to use but text and links. Hydrating it would make React render
 * and commit each of its elements for HTML already on screen: on a phone, the largest part of the
 * page's start-up. So while the page comes alive with the language and texts it was made with,
 * the part keeps the server's HTML as it is (React leaves the content of an element given as
 * `dangerouslySetInnerHTML` alone) and its links are followed by the router. It renders as usual
 * from the first change of language, texts or `dependsOn` on, and on a page reached by navigation.
 */
export function StaticPart({ children, dependsOn = [] }: StaticPartProps) {
  const id = useId();
  const hydrating = !useHydrated();
  const textsVersion = useTextsVersion();
  const navigate = useNavigate();
  const [kept] = useState(() => ({ html: sentHtml(id, hydrating), textsVersion, dependsOn }));
  const unchanged =
    kept.textsVersion === textsVersion &&
    kept.dependsOn.length === dependsOn.length &&
    kept.dependsOn.every((value, index) => Object.is(value, dependsOn[index]));
  if (kept.html !== null && unchanged) {
    return (
      <div
        key="sent"
        {...{ [PART]: id }}
        onClick={followLinksInHtml((to) => void navigate(to))}
        dangerouslySetInnerHTML={{ __html: kept.html }}
      />
    );
  }
  return (
    <div key="rendered" {...{ [PART]: id }}>
      {children}
    </div>
  );
}
