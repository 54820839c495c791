/**
 * A worker that fetches the files it is sent into the browser's HTTP cache, then ends. Fetched
 * from the page itself, each file would cost the page's main thread a few milliseconds (the browser
 * sets up each request there); from a worker, none.
 */
globalThis.addEventListener('message', (event: MessageEvent<string[]>) => {
  const files = Array.isArray(event.data) ? event.data : [];
  void Promise.allSettled(
    // Read to its end: a response is only kept whole in the cache once its body has been read.
    files.map((file) =>
      fetch(file, { priority: 'low' }).then((response) => response.arrayBuffer()),
    ),
  ).then(() => globalThis.close());
});
