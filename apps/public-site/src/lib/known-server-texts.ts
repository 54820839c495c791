import type { KnownServerTexts } from '@cabinet/i18n/create-i18n';
import { readJsonDataBlock } from './json-data-block';

/**
 * The id of the JSON data block in which a page the site's server rendered with staff-edited
 * texts carries them, so the browser renders the page with the same texts (no visible swap).
 */
export const KNOWN_TEXTS_ID = 'site-texts';

/** The staff-edited texts the page's HTML was made with; undefined when it holds the bundled ones. */
export function readKnownServerTexts(): KnownServerTexts | undefined {
  return readJsonDataBlock(KNOWN_TEXTS_ID) as KnownServerTexts | undefined;
}
