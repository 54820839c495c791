import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders `routes` in a memory router at the last of `entries` (the earlier ones are the history),
 * inside whatever `wrap` puts around the router (the app's providers). Resolves once the first
 * suspended render (the app's texts) has had its turn.
 */
export async function renderRouter(routes, entries, wrap) {
  const router = createMemoryRouter(routes, { initialEntries: entries });
  const user = userEvent.setup();
  let view;
  await act(async () => {
    view = render(wrap(createElement(RouterProvider, { router })));
    await Promise.resolve();
  });
  return { ...view, user, router };
}
