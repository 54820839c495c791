import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWantedSoon } from './use-wanted-soon';

/** The observers made, each with the callback it reports to. */
let observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];

function Form({ atOnce = false }: { atOnce?: boolean }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const wanted = useWantedSoon(placeholder, atOnce);
  return (
    <form>
      <input aria-label="Name" />
      <div ref={placeholder}>{wanted ? 'loading the challenge' : 'not yet'}</div>
    </form>
  );
}

describe('useWantedSoon', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          observers = observers.filter((observer) => observer !== this);
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('waits while the form is far from the screen and untouched', () => {
    render(<Form />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
  });

  it('is wanted once the visitor enters the form, and stops watching', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(screen.getByText('loading the challenge')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });

  it('is wanted once the form comes near the screen', () => {
    render(<Form />);
    const [observer] = observers;
    if (!observer) throw new Error('Nothing watches the form.');
    act(() =>
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      ),
    );
    expect(screen.getByText('loading the challenge')).toBeInTheDocument();
  });

  it('is wanted at once when asked for at once (a challenge the visitor asked for)', () => {
    render(<Form atOnce />);
    expect(screen.getByText('loading the challenge')).toBeInTheDocument();
    expect(observers).toHaveLength(0);
  });
});
