/**
 * Height of the public site's header: 45 px while it is compact (burger and side panel), 124 px once
 * the full row of links fits.
 */
export const PUBLIC_HEADER_HEIGHT = { mobile: 45, desktop: 124 } as const;

/** Room kept above a focused or scrolled-to element so the sticky header never hides it. */
export const SCROLL_PADDING_GAP = 16;

/**
 * The breakpoint from which the public header shows its full row of links, language picker and
 * call to action. Below it (up to 1199 px, a tablet or small laptop included) the row would not fit
 * on one line in French or German, so the header stays compact: no link or button ever wraps.
 */
export const PUBLIC_HEADER_FULL_FROM = 'lg' as const;
