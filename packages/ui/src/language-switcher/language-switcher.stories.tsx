import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from './language-switcher.tsx';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };

export const German: Story = { globals: { locale: 'de' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const FullWidthMobile: Story = {
  args: { fullWidth: true, size: 'medium' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
