import { Capacitor } from '@capacitor/core';
import { watchOnlineStatus } from '../lib/online-status';
import { handleBackButton } from './back-button';
import { hideSplashAfterFirstRender } from './splash';
import { styleStatusBar } from './status-bar';
import { openLinksInSystemApps } from './system-links';
import './native.css';

/**
 * What the site does only inside the Android or iOS app. Started by the app's own start
 * (`app-shell/start-app.tsx`, `--mode native`), so the website carries none of it; inside that build, the
 * platform check keeps a browser opening the same files (tests, a desktop preview) on web behaviour.
 * The connection is followed on both (Capacitor's Network plugin has a web implementation).
 */
export function startNative(): void {
  watchOnlineStatus();
  if (!Capacitor.isNativePlatform()) return;
  document.documentElement.classList.add('native-app');
  if (Capacitor.getPlatform() === 'ios') coverSafeAreas();
  handleBackButton();
  openLinksInSystemApps();
  void styleStatusBar();
  hideSplashAfterFirstRender();
}

/**
 * Lets the page draw under iOS's status bar and home indicator so `env(safe-area-inset-*)` holds
 * their sizes (`native.css` pads by them). Not on Android: there Capacitor's SystemBars pads the
 * web view clear of the bars as long as the page does not ask to cover them (it checks the
 * viewport when the page loads, before this runs, so asking here would switch it only at times),
 * and these insets stay 0.
 */
function coverSafeAreas() {
  const viewport = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (viewport && !viewport.content.includes('viewport-fit')) {
    viewport.content = `${viewport.content}, viewport-fit=cover`;
  }
}
