import { App } from '@capacitor/app';

/** The app keeps the position of each entry in its history in `history.state.idx` (`start-app.tsx`). */
function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return undefined;
}

/** The menu or dialog on screen, if any (a closed one stays in the page, hidden). */
function openDialog(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].find(
    (dialog) =>
      dialog.getClientRects().length > 0 && getComputedStyle(dialog).visibility !== 'hidden',
  );
}

/**
 * Android's back button (gesture or key) first closes an open menu or dialog (the menu as a
 * popover, a dialog of MUI's on Escape), then goes back through the pages visited in the app, and
 * leaves the app from the first one, as a native app does. Without this listener the web view would close the app on any page.
 */
export function handleBackButton(): void {
  void App.addListener('backButton', ({ canGoBack }) => {
    const dialog = openDialog();
    // The header's menu is a popover the browser closes: a synthetic Escape does not reach it.
    if (dialog?.hasAttribute('popover') && typeof dialog.hidePopover === 'function') {
      dialog.hidePopover();
      return;
    }
    if (dialog) {
      const target = dialog.contains(document.activeElement) ? document.activeElement : dialog;
      target?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      return;
    }
    const index = historyIndex();
    const atFirstPage = index === undefined ? !canGoBack : index === 0;
    if (atFirstPage) void App.exitApp();
    else window.history.back();
  });
}
