import { AppLauncher } from '@capacitor/app-launcher';
import { Capacitor } from '@capacitor/core';

/**
 * The address of the maps app for a link to a point on OpenStreetMap (`?mlat=…&mlon=…`): Android
 * offers the visitor's maps apps for a `geo:` address, iOS opens Apple Maps. Null for other links.
 */
export function mapsAppUrl(href: string, platform: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const latitude = url.searchParams.get('mlat');
  const longitude = url.searchParams.get('mlon');
  if (!url.hostname.endsWith('openstreetmap.org') || !latitude || !longitude) return null;
  const point = `${latitude},${longitude}`;
  return platform === 'ios' ? `maps://?ll=${point}&q=${point}` : `geo:${point}?q=${point}`;
}

/** The system app's address for a link the web view should not open itself, else null. */
export function systemAppUrl(href: string, platform: string): string | null {
  if (/^(tel|mailto):/i.test(href)) return href;
  return mapsAppUrl(href, platform);
}

/**
 * Phone numbers, email addresses and the practice's map open in the phone's dialer, mail and maps
 * apps. The web view cannot show these addresses itself; the launcher hands them to the system.
 */
export function openLinksInSystemApps(): void {
  const platform = Capacitor.getPlatform();
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const url = link ? systemAppUrl(link.getAttribute('href') ?? '', platform) : null;
    if (!url) return;
    event.preventDefault();
    void AppLauncher.openUrl({ url });
  });
}
