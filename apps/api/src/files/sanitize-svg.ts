import { DOMParser, XMLSerializer, type Document, type Element, type Node } from '@xmldom/xmldom';
import { allowedAttributes, allowedElements, SVG_NS, XLINK_NS, XML_NS } from './svg-allow-list.ts';
import { UnreadableSvgError } from '../errors.ts';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
/** Raster pictures embedded in the file itself: the only data URLs kept. */
const SAFE_DATA_IMAGE = /^data:image\/(png|jpeg|gif);base64,[a-z0-9+/=\s]*$/i;

/** A reference that stays inside the file (`#id`), or an embedded raster picture for <image>. */
function safeHref(value: string, elementName: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('#')) return true;
  return elementName === 'image' && SAFE_DATA_IMAGE.test(trimmed);
}

/** CSS that can neither fetch anything nor run script: only `url(#id)` references, no at-rules. */
function safeCss(value: string): boolean {
  if (/[\\@]|expression\s*\(|behavior\s*:|-moz-binding|javascript:/i.test(value)) return false;
  const urls = value.match(/url\s*\(\s*['"]?\s*[^)'"\s]*/gi) ?? [];
  return urls.every((url) => /url\s*\(\s*['"]?\s*#/i.test(url));
}

function copyAttributes(source: Element, target: Element): void {
  const elementName = source.localName ?? '';
  for (let i = 0; i < source.attributes.length; i += 1) {
    const attribute = source.attributes.item(i)!;
    const { namespaceURI, value } = attribute;
    const localName = attribute.localName ?? attribute.name;
    if (/^on/i.test(localName)) continue;
    if (namespaceURI === XLINK_NS && localName === 'href') {
      if (safeHref(value, elementName)) target.setAttributeNS(XLINK_NS, 'xlink:href', value);
    } else if (namespaceURI === XML_NS && (localName === 'space' || localName === 'lang')) {
      target.setAttributeNS(XML_NS, `xml:${localName}`, value);
    } else if (namespaceURI === null && allowedAttributes.has(localName)) {
      if (localName === 'href' && !safeHref(value, elementName)) continue;
      if (!safeCss(value)) continue;
      target.setAttribute(localName, value);
    }
  }
}

/** Rebuilds an element from what the allow-list keeps; anything else goes with its content. */
function copyElement(source: Element, output: Document): Element | null {
  const name = source.localName ?? '';
  if (source.namespaceURI !== SVG_NS || !allowedElements.has(name)) return null;
  const target = output.createElementNS(SVG_NS, name);
  copyAttributes(source, target);
  const isStyle = name === 'style';
  for (let child: Node | null = source.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) {
      if (isStyle) continue;
      const copy = copyElement(child as Element, output);
      if (copy) target.appendChild(copy);
    } else if (child.nodeType === TEXT_NODE || child.nodeType === CDATA_SECTION_NODE) {
      const text = child.nodeValue ?? '';
      if (isStyle && !safeCss(text)) continue;
      target.appendChild(output.createTextNode(text));
    }
    // Comments, processing instructions and entity nodes are dropped.
  }
  return target;
}

function parse(text: string): Document {
  try {
    const parsed = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw new UnreadableSvgError(message);
      },
    }).parseFromString(text, 'text/xml');
    return parsed;
  } catch {
    throw new UnreadableSvgError('The SVG is not well-formed XML.');
  }
}

/**
 * Returns a clean copy of an SVG document, rebuilt from an allow-list of elements and attributes:
 * no script, no foreignObject, no event handler, no link or style that leaves the file, no DOCTYPE
 * or entity. Throws UnreadableSvgError when the text is not an SVG document.
 */
export function sanitizeSvg(content: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(content).replace(/^\uFEFF/, '');
  const parsed = parse(text);
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS)
    throw new UnreadableSvgError('The file is not an SVG document.');
  const output = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}"/>`, 'image/svg+xml');
  const clean = copyElement(root, output)!;
  output.replaceChild(clean, output.documentElement!);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(output)}`;
}
