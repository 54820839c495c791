import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { companyLinks, legalLinks, practiceAddress, practicePhone } from '../testing/fixtures.ts';
import { PublicFooter } from './public-footer.tsx';

/** Stand-in for the app's email-reveal challenge, which lives in the public site. */
const emailRevealSlot = (
  <>
    <Typography variant="body2" sx={{ mb: 1.5 }}>
      Pour nous écrire, résolvez d’abord la courte vérification ci-dessous.
    </Typography>
    <Button variant="outlined" size="small">
      Afficher l’adresse e-mail
    </Button>
  </>
);

const meta = {
  title: 'Layout/PublicFooter',
  component: PublicFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    companyLinks,
    legalLinks,
    addressLines: practiceAddress,
    phone: practicePhone,
    practiceName: 'Cabinet Seyon',
    children: emailRevealSlot,
  },
} satisfies Meta<typeof PublicFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LongText: Story = {
  args: {
    companyLinks: [
      ...companyLinks,
      { to: '/supervision', label: 'Supervision reconnue par les associations professionnelles' },
    ],
    addressLines: [
      'Cabinet de psychothérapie systémique et de psychotraumatologie',
      'Rue du Seyon 12, 2e étage (ascenseur)',
      '2000 Neuchâtel',
    ],
    practiceName: 'Cabinet de psychothérapie systémique et de psychotraumatologie Seyon',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
