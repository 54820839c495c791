import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { usersResource } from '../../features/users/resource';
import { FilterBar } from './filter-bar';

const meta = {
  title: 'Kit/Filter bar',
  component: FilterBar,
  args: {
    fields: usersResource.filterFields,
    filters: [],
    match: 'all',
    onChange: fn(),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with no filter yet: one button adds the first. */
export const NoFilter: Story = {};

/** One filter on a text field. */
export const OneFilter: Story = {
  args: { filters: [{ field: 'name', operator: 'ilike', value: 'Martin' }] },
};

/** Several filters, any of which is enough. */
export const SeveralFiltersAnyMatch: Story = {
  args: {
    filters: [
      { field: 'name', operator: 'ilike', value: 'Martin' },
      { field: 'email', operator: 'ilike', value: '@example.ch' },
    ],
    match: 'any',
  },
};
