/**
 * The token of a mailed link, read from the address's fragment (`#token=…`), which a browser
 * never sends to a server; then dropped from the address bar, so it is not left in the history
 * or shown over the visitor's shoulder. Null when the address carries none.
 */
export function takeLinkToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) {
    window.history.replaceState(
      window.history.state,
      '',
      window.location.pathname + window.location.search,
    );
  }
  return token;
}
