import { enhanceCarousel } from '@cabinet/ui/carousel/carousel-behaviour';
import type { IslandModule } from '../../islands/island-modules';

/** The home page's carousel: its arrows, as a few lines of plain script over the server's HTML. */
export const mount: IslandModule['mount'] = (element) => enhanceCarousel(element);
