import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceDrawing, serviceIllustration } from '../testing/fixtures.ts';
import { ServiceCard } from './service-card.tsx';

const meta = {
  title: 'Public/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Thérapie de couple',
    image: serviceIllustration(340),
    to: '/services#couple-psychotherapy',
  },
  render: (args) => (
    <Box sx={{ width: 260 }}>
      <ServiceCard {...args} />
    </Box>
  ),
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSummary: Story = {
  args: { summary: 'Retrouver un dialogue quand la relation s’essouffle ou traverse une crise.' },
};

export const Selected: Story = { args: { selected: true } };

/** The illustration as SVG markup, drawn in the page. */
export const Drawn: Story = { args: { image: serviceDrawing(200) } };

export const LongText: Story = {
  args: {
    title: 'Intervention post-immédiate après un événement traumatique',
    to: '/services#immediate-intervention',
    image: serviceIllustration(260),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
