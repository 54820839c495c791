import type { IslandModule } from '../islands/island-modules';

/**
 * The 404 page's Go back button: a link home in the HTML, which goes back instead when the visitor
 * came from a page of this site (a tab opened on the 404 page, or a link from elsewhere, leads
 * home).
 */
export const mount: IslandModule['mount'] = (element) => {
  element.querySelector('[data-go-back]')?.addEventListener('click', (event) => {
    if (!document.referrer.startsWith(`${window.location.origin}/`)) return;
    event.preventDefault();
    window.history.back();
  });
};
