/**
 * An island's code in the browser: `mount` brings its part of the page to life, given the element
 * the server wrapped it in (a React island's carries its props and texts, `IslandData`), and may
 * answer how to undo it (tests start many pages in one document).
 */
export interface IslandModule {
  mount: (element: HTMLElement) => (() => void) | undefined;
}

/** Texts by namespace, then by key (the keys are flat). */
export type IslandTexts = Record<string, Record<string, string>>;

/** What the server sends with a React island, in its `data-props` attribute. */
export interface IslandData {
  props: Record<string, unknown>;
  language: string;
  texts: IslandTexts;
}

/**
 * Every island of the site, by name: the only code a page's script loads, each module on its own
 * when its island starts. A new island is added here and rendered with `Island` (React) or
 * `ScriptIsland` (a few lines of plain script over the server's HTML), both in `island.tsx`.
 */
export const islandModules = {
  'appointment-cancel': () => import('../features/appointment/appointment-cancel.island'),
  'appointment-offer': () => import('../features/appointment/appointment-offer.island'),
  carousel: () => import('../features/home/carousel.island'),
  'contact-request': () => import('../features/contact/contact-request.island'),
  'go-back': () => import('../lib/go-back.island'),
  'practice-email': () => import('../components/practice-email/practice-email.island'),
  'practice-map': () => import('../features/contact/practice-map.island'),
  'team-members': () => import('../features/team/team-members.island'),
  visit: () => import('../lib/visit.island'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandModules;
