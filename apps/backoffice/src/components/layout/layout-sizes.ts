/** Admin layout sizes of spec §2 and §9, in pixels. */
export const NAV_WIDTH = 180;
export const HEADER_HEIGHT = 40;
