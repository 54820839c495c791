import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmailReveal } from './email-reveal.tsx';

/** Stand-in for the app's ALTCHA widget, which calls the API and so lives in the public site. */
const challenge = (
  <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.5 }}>
    <FormControlLabel control={<Checkbox />} label="Je ne suis pas un robot" />
  </Box>
);

const meta = {
  title: 'Public/EmailReveal',
  component: EmailReveal,
  args: { state: 'hidden', onRequest: fn(), challenge },
} satisfies Meta<typeof EmailReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {};

export const Challenge: Story = { args: { state: 'challenge' } };

export const Loading: Story = { args: { state: 'loading' } };

export const Revealed: Story = {
  args: { state: 'revealed', email: 'contact@cabinet-demo.example' },
};

export const Failed: Story = { args: { state: 'error' } };

export const LongText: Story = {
  args: {
    state: 'revealed',
    email: 'secretariat.psychotherapie.systemique@cabinet-lac-et-parole-neuchatel.example',
  },
};
