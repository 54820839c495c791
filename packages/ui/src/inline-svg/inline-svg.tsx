import Box from '@mui/material/Box';
import type { CSSProperties } from 'react';

export interface InlineSvgProps {
  /** The drawing's SVG markup: a file of the build's own (imported with `?raw`), never user input. */
  markup: string;
  width: number;
  height: number;
  /** What the drawing shows, for screen readers; without it the drawing is decorative. */
  label?: string;
  /** Styles of the drawing's box, over its own (e.g. a narrower `maxWidth`). */
  style?: CSSProperties;
}

/**
 * An SVG drawing written into the page itself instead of loaded by an `<img>`. Chromium makes a
 * whole document for every SVG image (tens of milliseconds of a phone's main thread each, as the
 * page loads); drawn in the page it costs what its few shapes cost. It fills its box, which keeps
 * the drawing's proportions, so the page does not move when it is drawn.
 */
export function InlineSvg({ markup, width, height, label, style }: InlineSvgProps) {
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // The markup is one of the build's own files, never anything a visitor or staff wrote.
      dangerouslySetInnerHTML={{ __html: markup }}
      style={style}
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: `${width} / ${height}`,
        lineHeight: 0,
        '& > svg': { display: 'block', width: '100%', height: '100%' },
      }}
    />
  );
}
