import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './empty-state.tsx';

const meta = {
  title: 'Status/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };

export const German: Story = { globals: { locale: 'de' } };

export const WithAction: Story = {
  args: {
    message: 'Aucune traduction pour cette langue.',
    action: <Button variant="contained">Ajouter une traduction</Button>,
  },
};

export const LongText: Story = {
  args: {
    message:
      'Aucune demande de contact n’a encore été reçue. Les messages envoyés depuis le formulaire du site apparaîtront ici dès leur arrivée, classés du plus récent au plus ancien, avec le nom, le numéro de téléphone et l’adresse e-mail de la personne.',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
