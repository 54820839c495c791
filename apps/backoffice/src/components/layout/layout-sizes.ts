/** Admin layout sizes, in pixels, shared by the header, the side navigation and the page. */
export const NAV_WIDTH = 180;
export const HEADER_HEIGHT = 40;
