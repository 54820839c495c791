import { Capacitor } from '@capacitor/core';
import { StatusBar, Style } from '@capacitor/status-bar';

/** The header's colour (the theme's paper). */
const HEADER_COLOUR = '#FFFFFF';

/**
 * Dark status-bar icons on the site's light header. On Android up to 14 the bar sits above the page
 * with the header's colour; from Android 15, which draws every app edge to edge, the two Android
 * calls have no effect: Capacitor's SystemBars pads the web view instead and the window's
 * background (the same white) fills the bar. On iOS the page draws under the bar and pads by the
 * safe-area insets (`native.css`).
 */
export async function styleStatusBar(): Promise<void> {
  await StatusBar.setStyle({ style: Style.Light });
  if (Capacitor.getPlatform() !== 'android') return;
  await StatusBar.setOverlaysWebView({ overlay: false });
  await StatusBar.setBackgroundColor({ color: HEADER_COLOUR });
}
