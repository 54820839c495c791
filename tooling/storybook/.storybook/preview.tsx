import { storyPreview } from '@cabinet/ui/storybook/preview';
import type { Preview } from '@storybook/react-vite';
import { mockApi } from './mock-api.ts';

/** The shared components' preview (theme and language from the toolbar), and the mocked API. */
const preview: Preview = { ...storyPreview, loaders: [mockApi] };

export default preview;
