import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageMenu } from './language-menu.tsx';

const meta = {
  title: 'Navigation/LanguageMenu',
  component: LanguageMenu,
  args: { current: 'fr', hrefFor: (code) => `/services?lng=${code}` },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { args: { current: 'de' }, globals: { locale: 'de' } };

export const Dark: Story = { globals: { theme: 'dark' } };
