// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLanguageDetector, detectLanguage } from './language-detector.ts';

const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

/** Counts the reads of `document.cookie` and of either storage from now on. */
function countReads() {
  const reads = { cookie: 0, storage: 0 };
  vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(function (this: Document) {
    reads.cookie += 1;
    return cookieProperty.get!.call(this) as string;
  });
  const getItem = Storage.prototype.getItem;
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key) {
    reads.storage += 1;
    return getItem.call(this, key);
  });
  return reads;
}

const storedLanguage = () => localStorage.getItem('i18nextLng');
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  await nextTask();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

describe('detectLanguage', () => {
  it('reads neither the cookie nor a storage when the address names a language', () => {
    window.history.replaceState(null, '', '/team?lng=de');
    const reads = countReads();

    expect(detectLanguage()).toBe('de');
    expect(reads).toEqual({ cookie: 0, storage: 0 });
  });

  it('reads the cookie, then the storage, only while no supported language is found', () => {
    window.history.replaceState(null, '', '/team?lng=it');
    document.cookie = 'i18next=en; path=/';
    const reads = countReads();

    expect(detectLanguage()).toBe('en');
    expect(reads).toEqual({ cookie: 1, storage: 0 });
  });
});

describe('createLanguageDetector', () => {
  it('remembers the language the page opened in once the browser is idle', async () => {
    const detector = createLanguageDetector();

    detector.cacheUserLanguage!('en');
    expect(storedLanguage()).toBeNull();

    await nextTask();
    expect(storedLanguage()).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });

  it('remembers a language picked afterwards at once, and not the first one after it', async () => {
    const detector = createLanguageDetector();
    detector.cacheUserLanguage!('en');
    // i18next tells the same language again as the page's texts arrive: nothing to write.
    detector.cacheUserLanguage!('en');

    detector.cacheUserLanguage!('de');
    expect(storedLanguage()).toBe('de');

    await nextTask();
    expect(storedLanguage()).toBe('de');
    expect(document.cookie).toContain('i18next=de');
  });

  it('remembers the language the page opened in when the page is left before it is idle', () => {
    const detector = createLanguageDetector();
    detector.cacheUserLanguage!('de');

    window.dispatchEvent(new Event('pagehide'));
    expect(storedLanguage()).toBe('de');
  });
});
