import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ResultModal } from './result-modal.tsx';

const meta = {
  title: 'Public/ResultModal',
  component: ResultModal,
  args: { result: 'success', onClose: fn() },
} satisfies Meta<typeof ResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Failure: Story = { args: { result: 'error' } };

export const FailureWithDetail: Story = {
  args: { result: 'error', detail: 'Too many requests from this address; try again in a minute.' },
};

export const FailureWithDetailEnglish: Story = {
  ...FailureWithDetail,
  globals: { locale: 'en' },
};

export const Closed: Story = { args: { result: null } };
