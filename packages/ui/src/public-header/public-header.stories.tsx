import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageMenu } from '../language-switcher/language-menu.tsx';
import { bookConsultation, headerLinks } from '../testing/fixtures.ts';
import { PublicHeader } from './public-header.tsx';

const brand = (
  <Link
    href="/"
    underline="none"
    color="inherit"
    sx={{ fontWeight: 700, fontSize: { xs: '1rem', lg: '1.35rem' }, whiteSpace: 'nowrap' }}
  >
    Cabinet Seyon
  </Link>
);

const meta = {
  title: 'Layout/PublicHeader',
  component: PublicHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    links: headerLinks,
    currentPath: '/services',
    callToAction: bookConsultation,
    brand,
    languageSwitcher: <LanguageMenu current="fr" hrefFor={(code) => `/services?lng=${code}`} />,
    skipToId: 'main-content',
  },
  render: (args) => (
    <>
      <PublicHeader {...args} />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ p: 3, minHeight: 300 }}>
        Contenu de la page
      </Box>
    </>
  ),
} satisfies Meta<typeof PublicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Home: Story = { args: { currentPath: '/' } };

export const LongText: Story = {
  args: {
    links: [
      { to: '/', label: 'Accueil' },
      { to: '/services', label: 'Psychothérapies et accompagnements' },
      { to: '/team', label: 'Notre équipe de psychologues' },
      { to: '/contact', label: 'Accès et contact' },
    ],
    callToAction: { to: '/contact', label: 'Prendre un premier rendez-vous' },
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileDark: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false }, theme: 'dark' },
};
