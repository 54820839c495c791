import type { Meta, StoryObj } from '@storybook/react-vite';
import { siteHandlers } from '../../../testing/handlers';
import { siteProviders } from '../../../testing/story-providers';
import { FeesSection } from './fees-section';

const meta = {
  title: 'Services/Fees',
  component: FeesSection,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof FeesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fees and reimbursement: four panels, all closed at first. */
export const Default: Story = {};
