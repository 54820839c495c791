import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSelect } from './language-select.tsx';

const meta = {
  title: 'Navigation/LanguageSelect',
  component: LanguageSelect,
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const German: Story = { globals: { locale: 'de' } };

export const Dark: Story = { globals: { theme: 'dark' } };
