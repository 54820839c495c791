/** Height of the public site's header (spec §2): 45 px on small screens, 124 px from `md` up. */
export const PUBLIC_HEADER_HEIGHT = { mobile: 45, desktop: 124 } as const;

/** Room kept above a focused or scrolled-to element so the sticky header never hides it. */
export const SCROLL_PADDING_GAP = 16;
