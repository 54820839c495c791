import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './loading-state.tsx';

const meta = {
  title: 'Status/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomLabel: Story = { args: { label: 'Chargement des rôles…' } };

export const LongText: Story = {
  args: {
    label:
      'Préparation de l’export de toutes les demandes de contact ; cela peut prendre quelques instants lorsque la liste est longue…',
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
