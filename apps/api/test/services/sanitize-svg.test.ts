import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../src/files/sanitize-svg.ts';
import { hostileSvgs, UNSAFE } from '../helpers/svg-corpus.ts';
import { UnreadableSvgError } from '../../src/errors.ts';

const clean = (text: string) => sanitizeSvg(new TextEncoder().encode(text));

describe('sanitizeSvg', () => {
  it.each(Object.entries(hostileSvgs))('strips everything active from %s', (_name, svg) => {
    expect(svg).toMatch(UNSAFE);
    const result = clean(svg);
    expect(result).not.toMatch(UNSAFE);
    expect(result).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });

  it('keeps the drawing: shapes, gradients, text, internal references and raster data images', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect id="r" width="10" height="10" fill="url(#g)" style="stroke: url(#g); stroke-width: 1"/><use xlink:href="#r" x="2"/><text x="1" y="5" font-family="serif">Hi &amp; bye</text><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><style>rect { fill: teal }</style></svg>';
    const result = clean(svg);
    for (const kept of [
      'viewBox="0 0 10 10"',
      '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>',
      'fill="url(#g)"',
      'style="stroke: url(#g); stroke-width: 1"',
      'xlink:href="#r"',
      'xmlns:xlink="http://www.w3.org/1999/xlink"',
      '<text x="1" y="5" font-family="serif">Hi &amp; bye</text>',
      'href="data:image/png;base64,iVBORw0KGgo="',
      '<style>rect { fill: teal }</style>',
    ])
      expect(result).toContain(kept);
  });

  it('drops the DOCTYPE, comments and processing instructions, and refuses entities', () => {
    const result = clean(
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><?xml-stylesheet href="https://evil.example/x.css"?><svg xmlns="http://www.w3.org/2000/svg"><!-- hi --><g/></svg>',
    );
    expect(result).not.toMatch(/DOCTYPE|<!--|xml-stylesheet|evil/);
    expect(() =>
      clean(
        '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
      ),
    ).toThrow(UnreadableSvgError);
    expect(() =>
      clean(
        '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
      ),
    ).toThrow(UnreadableSvgError);
  });

  it('refuses what is not an SVG document', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><rect</svg>',
      '<html><body>hi</body></html>',
      '<svg>no namespace</svg>',
      'plain text',
      '',
    ])
      expect(() => clean(text), text).toThrow(UnreadableSvgError);
  });
});
