import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { fn, userEvent, within } from 'storybook/test';
import { apiUrl } from '../../testing/handlers';
import { importProgressHandler, userApi } from '../../testing/resource-handlers';
import { backofficeProviders, PLAY_WAIT } from '../../testing/story-providers';
import { ImportDialog } from './import-dialog';

const CSV = 'username,email\r\njdupont,jean.dupont@example.ch\r\n';

const meta = {
  title: 'Kit/Import dialog',
  component: ImportDialog,
  decorators: [backofficeProviders],
  args: { model: 'user', open: true, onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is outside the story's root (a portal): its queries start from the page's body. */
function dialog(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Picks a CSV file and asks for the dry run, as a user would. */
async function chooseFileAndCheck(canvasElement: HTMLElement) {
  const input =
    canvasElement.ownerDocument.body.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File([CSV], 'patients-2026.csv', { type: 'text/csv' }));
  const body = dialog(canvasElement);
  await userEvent.click(body.getByRole('button', { name: /vérifier|check|prüfen/i }));
}

/** Opened: nothing chosen yet, the check waits for a file. */
export const Idle: Story = {};

/** The file is on its way (the API has not answered yet). */
export const Uploading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('/user/import'), () => delay('infinite')),
        importProgressHandler(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseFileAndCheck(canvasElement);
    await dialog(canvasElement).findAllByRole('progressbar', {}, PLAY_WAIT);
  },
};

/** The file is up and the server tells how far it has got: rows checked out of the file's. */
export const CheckingRows: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(apiUrl('/user/import'), () => delay('infinite')),
        importProgressHandler({ phase: 'checking', rows_done: 42_000, rows_total: 100_000 }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await chooseFileAndCheck(canvasElement);
    await dialog(canvasElement).findByText(/42.000/, {}, PLAY_WAIT);
  },
};

/** The dry run found problems: each by line and column, nothing imported. */
export const DryRunWithErrors: Story = {
  parameters: {
    msw: {
      handlers: userApi([], undefined, {
        created: 3,
        updated: 1,
        error_count: 3,
        errors: [
          { row: 2, column: 'email', message: 'Adresse e-mail invalide' },
          { row: 5, column: 'username', message: "Ce nom d'utilisateur existe déjà" },
          { row: 9, column: null, message: 'Ligne incomplète : 2 colonnes au lieu de 4' },
        ],
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    await chooseFileAndCheck(canvasElement);
    await dialog(canvasElement).findByRole('status', {}, PLAY_WAIT);
  },
};

/** The dry run found no problem: the import itself is one click away. */
export const CheckedWithoutProblems: Story = {
  parameters: {
    msw: {
      handlers: userApi([], undefined, { created: 12, updated: 4, errors: [], error_count: 0 })
        .handlers,
    },
  },
  play: async ({ canvasElement }) => {
    await chooseFileAndCheck(canvasElement);
    await dialog(canvasElement).findByRole('status', {}, PLAY_WAIT);
  },
};
