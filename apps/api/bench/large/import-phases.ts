/** How often the bench asks for an import's progress: fine enough to time phases of a second. */
const POLL_MS = 100;

/**
 * Times the phases of one import as its progress tells them (reading, checking, writing,
 * finishing), to show where its time goes. `stop()` answers them as "reading 1.2 s, …".
 */
export function followPhases(
  origin: string,
  headers: Record<string, string>,
  progressId: string,
): { stop: () => Promise<string> } {
  const started = new Map<string, number>();
  let running = true;
  const polling = (async () => {
    while (running) {
      const response = await fetch(`${origin}/api/v1/util/import_progress/${progressId}`, {
        headers,
      });
      if (response.ok) {
        const { phase } = (await response.json()) as { phase: string };
        if (!started.has(phase)) started.set(phase, performance.now());
      } else await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return {
    stop: async () => {
      const ended = performance.now();
      running = false;
      await polling;
      const times = [...started.entries()];
      return times
        .filter(([phase]) => phase !== 'done' && phase !== 'failed')
        .map(([phase, at], i) => {
          const next = times[i + 1]?.[1] ?? ended;
          return `${phase} ${((next - at) / 1000).toFixed(1)} s`;
        })
        .join(', ');
    },
  };
}
