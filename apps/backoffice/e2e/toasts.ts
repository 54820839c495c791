import type { Page } from '@playwright/test';

/**
 * Records every toast the page shows from now on, as it appears. A toast stays three seconds: on
 * a machine busy enough, a check that looks for it on screen can look before and after, and miss
 * a message the user did see. Answers a reader of the messages seen so far.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('.MuiSnackbar-root [role="alert"]')) {
        const text = alert.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
}
