import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { usersResource } from '../../features/users/resource';
import { apiUrl } from '../../testing/handlers';
import { columnPreferenceApi } from '../../testing/preference-handlers';
import { userApi, userRecord } from '../../testing/resource-handlers';
import { savedView, savedViewApi, viewState } from '../../testing/saved-view-handlers';
import { backofficeProviders, PLAY_WAIT } from '../../testing/story-providers';
import { ResourceList } from './resource-list';

/** A practice's staff, as the user search answers it. */
const staff = [
  userRecord(1, { username: 'amartin', name: 'Anne Martin', email: 'anne.martin@example.ch' }),
  userRecord(2, { username: 'lrochat', name: 'Luc Rochat', email: 'luc.rochat@example.ch' }),
  userRecord(3, { username: 'sfavre', name: 'Sophie Favre', email: 'sophie.favre@example.ch' }),
  userRecord(4, { username: 'mbonvin', name: 'Marc Bonvin', email: 'marc.bonvin@example.ch' }),
  userRecord(5, {
    username: 'cjeanneret',
    name: 'Claire Jeanneret-Schneider',
    email: 'claire.jeanneret-schneider@example.ch',
    signed_up: false,
  }),
];

/** Two saved views above the list: the user's own, and one a colleague shared with a role. */
const views = () =>
  savedViewApi([
    savedView(1, { name: 'Not signed up yet', state: viewState({ search: 'jeanneret' }) }),
    savedView(2, {
      name: 'Practice team',
      mine: false,
      owner: { id: 2, name: 'Luc Rochat' },
      shared_role: { id: 4, name: 'Practitioner' },
      state: viewState({ sort: { field: 'name', direction: 'asc' } }),
    }),
  ]).handlers;

const api = (users = staff) => [
  ...userApi(users).handlers,
  ...columnPreferenceApi().handlers,
  ...views(),
];

const meta = {
  title: 'Kit/List',
  // A generic component: rendered over the users' resource, as the Users screen does.
  render: () => <ResourceList resource={usersResource} />,
  decorators: [backofficeProviders],
  parameters: { route: '/users', msw: { handlers: api() } },
} satisfies Meta;

export default meta;
type Story = StoryObj;

/** The users' list: search, filters, columns, export, import, the table and its pages. */
export const Default: Story = {};

/** Nothing matches. */
export const Empty: Story = { parameters: { msw: { handlers: api([]) } } };

/** While the first page loads: placeholder rows. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('/user/search'), () => delay('infinite')),
        ...columnPreferenceApi().handlers,
        ...views(),
      ],
    },
  },
};

/** Filters opened from the toolbar, one filter being written. */
export const WithFilterBar: Story = {
  parameters: {
    route: `/users?filters=${JSON.stringify([{ field: 'name', operator: 'ilike', value: 'Martin' }])}`,
  },
};

/** Two rows selected: the bulk actions bar (delete the selection, clear it). */
export const WithBulkActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rows' boxes, once the first page is in (the header's box selects the whole page).
    await canvas.findByText('Luc Rochat', {}, PLAY_WAIT);
    const rowBoxes = canvasElement.querySelectorAll<HTMLInputElement>(
      'tbody input[type="checkbox"]',
    );
    for (const box of [rowBoxes[1]!, rowBoxes[2]!]) await userEvent.click(box);
    // The bulk actions' region (the saved views are a region of their own, without the attribute).
    await waitFor(
      () => expect(canvasElement.querySelector('[role="region"]')).not.toBeNull(),
      PLAY_WAIT,
    );
  },
};
