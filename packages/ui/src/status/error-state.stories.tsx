import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state.tsx';

const meta = {
  title: 'Status/ErrorState',
  component: ErrorState,
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithRetry: Story = {
  args: {
    message: 'La liste des traductions n’a pas pu être chargée.',
    onRetry: fn(),
  },
};

export const LongText: Story = {
  args: {
    message:
      'Le serveur n’a pas répondu dans le délai imparti. Vérifiez votre connexion à Internet puis réessayez ; si le problème persiste, contactez l’administrateur du cabinet en lui indiquant l’heure à laquelle l’erreur s’est produite.',
    onRetry: fn(),
  },
};

export const Dark: Story = { ...WithRetry, globals: { theme: 'dark' } };
