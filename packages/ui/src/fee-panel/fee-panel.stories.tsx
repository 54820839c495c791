import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeePanel } from './fee-panel.tsx';

const meta = {
  title: 'Public/FeePanel',
  component: FeePanel,
  args: {
    title: 'Tarifs privés',
    children: (
      <>
        <Typography>{'Séance individuelle de 60 minutes\u00a0: CHF\u00a0180.–'}</Typography>
        <Typography>
          {'Séance de couple (deux personnes) de 60 minutes\u00a0: CHF\u00a0190.–'}
        </Typography>
        <Typography>{'Famille ou groupe, 60 minutes\u00a0: CHF\u00a0200.–'}</Typography>
      </>
    ),
  },
} satisfies Meta<typeof FeePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultExpanded: true } };

export const Group: Story = {
  render: (args) => (
    <Stack>
      <FeePanel title="Principe de tarification">
        <Typography>Les tarifs suivent le temps effectivement consacré.</Typography>
      </FeePanel>
      <FeePanel {...args} />
      <FeePanel title="Annulation des séances">
        <Typography>Annulez au moins 24 heures ouvrables à l’avance.</Typography>
      </FeePanel>
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    title:
      'Psychothérapie pratiquée par des psychologues sur prescription médicale, remboursée par l’assurance de base (LAMal)',
    defaultExpanded: true,
  },
};

export const Dark: Story = { args: { defaultExpanded: true }, globals: { theme: 'dark' } };
