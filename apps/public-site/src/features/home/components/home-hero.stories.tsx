import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { HomeHero } from './home-hero';

const meta = {
  title: 'Home/Hero',
  component: HomeHero,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing page's heading and its quotation. */
export const Default: Story = {};
