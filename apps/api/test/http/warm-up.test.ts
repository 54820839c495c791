import { describe, expect, it, vi } from 'vitest';
import { warmUpHttp, WARM_UP_REQUESTS } from '../../src/http/warm-up.ts';

/** Open sockets and servers of this process, by kind. */
const openNetworkHandles = () =>
  process.getActiveResourcesInfo().filter((kind) => kind.startsWith('TCP')).length;

describe('warming up the request path before the API starts', () => {
  it('serves the requests it was asked to, then leaves no server or connection open', async () => {
    const before = openNetworkHandles();
    const result = await warmUpHttp({ requests: 200 });
    expect(result.served).toBe(200);
    // The last handle leaves the list when the event loop runs its close callbacks.
    await vi.waitFor(() => expect(openNetworkHandles()).toBe(before), { timeout: 1_000 });
  });

  it('by default serves its full count of requests when given the time', async () => {
    // The time limit is tested below; here only the count, so a loaded machine cannot fail it.
    const result = await warmUpHttp({ limitMs: 60_000 });
    expect(result.served).toBe(WARM_UP_REQUESTS);
  });

  it('stops at its time limit instead of holding the start', async () => {
    const result = await warmUpHttp({ requests: 1_000_000, limitMs: 150 });
    expect(result.served).toBeLessThan(1_000_000);
    expect(result.milliseconds).toBeLessThan(2_000);
  });
});
