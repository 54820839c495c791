/** Whether the URL answers 200 now (a server still starting refuses the connection). */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Waits until every URL answers 200 (the API's readiness asks its database too), for `seconds` at
 * most; rejects naming the URLs that did not.
 */
export async function waitReady(urls: string[], seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  let waiting = urls;
  for (;;) {
    const results = await Promise.all(waiting.map(answers));
    waiting = waiting.filter((_, index) => !results[index]);
    if (waiting.length === 0) return;
    if (Date.now() >= deadline)
      throw new Error(`not ready after ${seconds} s: ${waiting.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
