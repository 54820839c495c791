/**
 * The value a page's HTML carries in a JSON data block (`<script type="application/json" id>`),
 * which the browser never runs; undefined when the page has none or it cannot be read.
 */
export function readJsonDataBlock(id: string): unknown {
  const data = document.getElementById(id)?.textContent;
  if (!data) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
