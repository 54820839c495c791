/** The attribute of `#root` naming the language of its prerendered HTML (`scripts/prerender.ts`). */
export const PRERENDERED_LANGUAGE = 'data-prerendered-language';
