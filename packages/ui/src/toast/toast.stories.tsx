import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { ToastProvider } from './toast-provider.tsx';
import { useToast, type Toast } from './use-toast.ts';

/** A page that shows the toast once on arrival, and again each time the button is pressed. */
function ToastDemo({ message, type, duration }: Toast) {
  const show = useToast();
  useEffect(() => show({ message, type, duration }), [show, message, type, duration]);
  return (
    <Button variant="outlined" onClick={() => show({ message, type, duration })}>
      Enregistrer
    </Button>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { message: 'Les modifications ont été enregistrées.' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Success: Story = { args: { type: 'success' } };

export const ErrorMessage: Story = {
  args: { type: 'error', message: 'L’enregistrement a échoué. Réessayez plus tard.' },
};

export const LongText: Story = {
  args: {
    type: 'warning',
    duration: 6000,
    message:
      'Votre session expire dans cinq minutes : enregistrez le rendez-vous en cours puis reconnectez-vous pour continuer à travailler sans perdre les informations saisies dans le formulaire.',
  },
};

export const Dark: Story = { ...Success, globals: { theme: 'dark' } };
