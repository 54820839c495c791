import { describe, expect, it } from 'vitest';
import { OSM_LINK_URL } from '../features/contact/components/practice-map';
import { systemAppUrl } from './system-links';

describe('systemAppUrl', () => {
  it('hands phone numbers and email addresses to the system as they are', () => {
    expect(systemAppUrl('tel:+41320000000', 'android')).toBe('tel:+41320000000');
    expect(systemAppUrl('mailto:contact@example.ch', 'ios')).toBe('mailto:contact@example.ch');
  });

  it("opens the practice's map in the maps app: geo: on Android, Apple Maps on iOS", () => {
    expect(systemAppUrl(OSM_LINK_URL, 'android')).toBe('geo:46.99258,6.93062?q=46.99258,6.93062');
    expect(systemAppUrl(OSM_LINK_URL, 'ios')).toBe(
      'maps://?ll=46.99258,6.93062&q=46.99258,6.93062',
    );
  });

  it('leaves the site’s own pages and other sites to the web view', () => {
    expect(systemAppUrl('/contact', 'android')).toBeNull();
    expect(systemAppUrl('https://www.cnp.ch/', 'android')).toBeNull();
    expect(systemAppUrl('https://www.openstreetmap.org/about', 'ios')).toBeNull();
  });
});
