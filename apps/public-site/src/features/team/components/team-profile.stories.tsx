import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { TeamProfile } from './team-profile';

const meta = {
  title: 'Team/Profile',
  component: TeamProfile,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof TeamProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The psychologist's portrait, title lines and biography. */
export const Default: Story = {};
