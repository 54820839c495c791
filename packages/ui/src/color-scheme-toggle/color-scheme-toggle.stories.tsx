import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColorSchemeProvider } from '../theme/color-scheme-provider.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';

/**
 * Each story has its own persisting `ColorSchemeProvider`, as in the apps: the choice is kept in
 * localStorage (`colorScheme`) and wins over the toolbar once made.
 */
const meta = {
  title: 'Theme/ColorSchemeToggle',
  component: ColorSchemeToggle,
  render: (args, { globals }) => (
    <ColorSchemeProvider defaultMode={globals.theme === 'dark' ? 'dark' : 'light'}>
      <Paper sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography>Cabinet de psychothérapie — Neuchâtel</Typography>
        <ColorSchemeToggle {...args} />
      </Paper>
    </ColorSchemeProvider>
  ),
} satisfies Meta<typeof ColorSchemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Large: Story = { args: { size: 'large', color: 'primary' } };
