import { App } from '@capacitor/app';

/** React Router keeps the position of each entry in the app's history in `history.state.idx`. */
function historyIndex(): number | undefined {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') {
    return state.idx;
  }
  return undefined;
}

/**
 * Android's back button (gesture or key) goes back through the pages visited in the app, and
 * leaves the app from the first one, as a native app does. Without this listener the web view
 * would ignore the history and close the app on any page.
 */
export function handleBackButton(): void {
  void App.addListener('backButton', ({ canGoBack }) => {
    const index = historyIndex();
    const atFirstPage = index === undefined ? !canGoBack : index === 0;
    if (atFirstPage) void App.exitApp();
    else window.history.back();
  });
}
