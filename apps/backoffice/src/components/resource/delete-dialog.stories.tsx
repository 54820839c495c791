import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { fn } from 'storybook/test';
import { apiUrl } from '../../testing/handlers';
import { userApi } from '../../testing/resource-handlers';
import { backofficeProviders } from '../../testing/story-providers';
import { DeleteDialog } from './delete-dialog';

const meta = {
  title: 'Kit/Delete dialog',
  component: DeleteDialog,
  decorators: [backofficeProviders],
  args: { model: 'user', ids: [7], onClose: fn(), onDeleted: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing else depends on the record: a plain confirmation. */
export const OneRecord: Story = {
  parameters: { msw: { handlers: userApi([]).handlers } },
};

/** Several records at once (the list's bulk delete). */
export const SeveralRecords: Story = {
  args: { ids: [7, 8, 9] },
  parameters: { msw: { handlers: userApi([]).handlers } },
};

/** Other records depend on this one: the cascade shows as a warning before deleting. */
export const WithCascadeWarning: Story = {
  parameters: {
    msw: {
      handlers: userApi([], {
        to_delete: { notification: ['Nouvelle demande de contact', 'Mot de passe modifié'] },
        to_set_null: { file: ['portrait-anne-martin.jpg'] },
      }).handlers,
    },
  },
};

/** While the API checks what the delete would reach. */
export const Checking: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(apiUrl('/util/delete_check/{model}/{ids}').replace('{model}/{ids}', '*'), () =>
          delay('infinite'),
        ),
      ],
    },
  },
};
