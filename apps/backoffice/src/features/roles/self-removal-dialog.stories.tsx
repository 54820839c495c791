import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SelfRemovalDialog } from './self-removal-dialog';

const meta = {
  title: 'Roles/Self-removal warning',
  component: SelfRemovalDialog,
  args: {
    onClose: fn(),
    lost: [
      { resource: 'role', action: 'write', scope: 'org', scope_after: 'none' },
      { resource: 'role', action: 'create', scope: 'org', scope_after: 'none' },
      { resource: 'role', action: 'delete', scope: 'org', scope_after: 'none' },
      { resource: 'user', action: 'read', scope: '*', scope_after: 'own' },
    ],
  },
} satisfies Meta<typeof SelfRemovalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving would take the right to change roles, and narrow reading users to one's own profile. */
export const Default: Story = {};
