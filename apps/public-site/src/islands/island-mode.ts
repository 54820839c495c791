import { createContext } from 'react';

/**
 * Where islands are rendered: in the server's HTML (each becomes a root of its own that the page's
 * script starts), or inside the app, which renders whole pages in the browser (each renders its
 * component in place, and a script island mounts its module once rendered).
 */
export const IslandModeContext = createContext<'server' | 'app'>('server');
