/** Carousel arrow steps, in px, by viewport width: about one slide per press. */
export const CAROUSEL_STEPS = { narrow: 295, medium: 275, wide: 245 } as const;

/** Below this width the widest step applies. */
export const CAROUSEL_NARROW_BELOW = 760;
/** Up to (and including) this width the medium step applies; above it, the smallest. */
export const CAROUSEL_MEDIUM_UP_TO = 1024;

/** How far one arrow press scrolls: 295 px under 760 px wide, 275 px up to 1024 px, else 245 px. */
export function carouselStep(viewportWidth: number): number {
  if (viewportWidth < CAROUSEL_NARROW_BELOW) return CAROUSEL_STEPS.narrow;
  if (viewportWidth <= CAROUSEL_MEDIUM_UP_TO) return CAROUSEL_STEPS.medium;
  return CAROUSEL_STEPS.wide;
}

/** Gap between slides; a slide is one step wide, gap included, so each press moves one card. */
export const CAROUSEL_GAP = 16;
