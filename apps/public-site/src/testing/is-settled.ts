/** Whether the promise has settled once the microtasks queued so far have run. */
export async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}
