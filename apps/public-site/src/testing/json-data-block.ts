/** Adds to the page a JSON data block with this id and text, as the site's server writes one. */
export function addJsonDataBlock(id: string, text: string, into: HTMLElement = document.body) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  into.append(block);
}
