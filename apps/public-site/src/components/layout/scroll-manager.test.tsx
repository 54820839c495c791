import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, ScrollManager } from './scroll-manager';

function renderWithRouter(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollManager />
            <Outlet />
          </>
        ),
        children: [
          { path: '/services', element: <section id="supervision">Supervision</section> },
          { path: '/team', element: <p>Team</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollManager', () => {
  const scrollIntoView = vi.fn();
  const scrollTo = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.scrollTo = scrollTo as typeof window.scrollTo;
    scrollIntoView.mockClear();
    scrollTo.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('scrolls smoothly to the element named by the hash, 300 ms after the navigation', () => {
    renderWithRouter('/services#supervision');

    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'supervision');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts at the top of the page after a navigation without a hash', async () => {
    const router = renderWithRouter('/services#supervision');
    scrollTo.mockClear();

    await act(() => router.navigate('/team'));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves the page as loaded where the browser and the visitor scrolled it', () => {
    renderWithRouter('/team');

    act(() => vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
