/** Leaves this site for another address, without keeping this page in the history. */
export function leaveSiteFor(url: string): void {
  window.location.replace(url);
}
