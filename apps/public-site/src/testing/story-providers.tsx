import type { Decorator } from '@storybook/react-vite';
import { PageContext } from '../page/page-context';
import { organization } from './handlers';

/**
 * What the site's sections rely on besides the theme and texts (which Storybook's preview gives
 * every story): the page they are on, at the story's `parameters.route` (`/` when absent), made
 * with the practice's identity.
 */
export const siteProviders: Decorator = (Story, { parameters }) => {
  const path = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <PageContext value={{ path, namedLanguage: false, organization }}>
      <Story />
    </PageContext>
  );
};
