import type { IslandModule } from '../islands/island-modules';

/**
 * The 404 page's Go back button: a link home in the HTML, which goes back instead when this tab has
 * a page to go back to (a tab opened on the 404 page has none).
 */
export const mount: IslandModule['mount'] = (element) => {
  element.querySelector('[data-go-back]')?.addEventListener('click', (event) => {
    if (window.history.length <= 1) return;
    event.preventDefault();
    window.history.back();
  });
};
