import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { readListState } from '../../lib/resource/list-state';
import { userApi } from '../../testing/resource-handlers';
import { savedView, savedViewApi, viewState } from '../../testing/saved-view-handlers';
import { backofficeProviders, PLAY_WAIT } from '../../testing/story-providers';
import { SavedViewsBar } from './saved-views-bar';

const columns = { username: true, name: true, email: true };

/** The views of a practice's users list: two of the user's own (one shared), one a colleague's. */
const practiceViews = [
  savedView(1, {
    name: 'Newest first',
    state: viewState({ columns }),
  }),
  savedView(2, {
    name: 'Not signed up yet',
    shared_role: { id: 4, name: 'Practitioner' },
    state: viewState({
      filters: [{ field: 'signed_up', operator: '=', value: 'false' }],
      columns,
    }),
  }),
  savedView(3, {
    name: 'Practitioners by name',
    mine: false,
    owner: { id: 2, name: 'Luc Rochat' },
    shared_role: { id: 4, name: 'Practitioner' },
    state: viewState({ sort: { field: 'name', direction: 'asc' }, columns }),
  }),
];

const meta = {
  title: 'Kit/Saved views bar',
  component: SavedViewsBar,
  decorators: [backofficeProviders],
  args: {
    model: 'user',
    // The plain list: "Newest first" is the view it shows.
    state: readListState(new URLSearchParams()),
    columns,
    onApply: fn(),
  },
  parameters: {
    msw: { handlers: [...savedViewApi(practiceViews).handlers, ...userApi([]).handlers] },
  },
} satisfies Meta<typeof SavedViewsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Own views (one shared with a role), a colleague's shared view; the applied one is marked. */
export const Default: Story = {};

/** No view saved yet: only the button to save the first. */
export const Empty: Story = {
  parameters: { msw: { handlers: savedViewApi([]).handlers } },
};

/** A long view name wraps with the others on a narrow screen. */
export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: savedViewApi([
        ...practiceViews,
        savedView(4, {
          name: 'Everyone who has not signed up since the practice moved to Neuchâtel',
        }),
      ]).handlers,
    },
  },
};

/** Saving the list as it stands: the name and, for an administrator, the role to share it with. */
export const SaveDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button', { pressed: false }, PLAY_WAIT);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons.at(-1)!);
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, PLAY_WAIT);
  },
};
