import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { replyTemplateApi, replyTemplateRecord } from '../../../../testing/reply-handlers';
import { backofficeProviders, PLAY_WAIT } from '../../../../testing/story-providers';
import { ReplyTemplatesScreen } from './reply-templates-screen';

const meta = {
  title: 'Settings/Reply templates',
  component: ReplyTemplatesScreen,
  decorators: [backofficeProviders],
  parameters: { msw: { handlers: replyTemplateApi().handlers } },
} satisfies Meta<typeof ReplyTemplatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every template at its default text; the first one shown, with the placeholders beside. */
export const Defaults: Story = {};

/** The practice's own German waiting list, which can be reset to the default. */
export const Customized: Story = {
  parameters: {
    msw: {
      handlers: replyTemplateApi({
        customized: [
          replyTemplateRecord('waiting_list', 'de', {
            body: 'Guten Tag {{visitor_name}}\n\nSie stehen auf unserer Warteliste. Wir melden uns im Januar.\n\n{{practitioner}}',
            customized: true,
            updated_at: '2026-03-01T09:00:00.000Z',
          }),
        ],
      }).handlers,
    },
  },
  play: async ({ canvasElement }) => {
    // By position and value: the stories are shown in French and in German.
    await userEvent.click(await within(canvasElement).findByRole('combobox', {}, PLAY_WAIT));
    const options = await within(canvasElement.ownerDocument.body).findAllByRole('option');
    await userEvent.click(options[1]!);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[value="de"]')!);
  },
};

/** A placeholder no reply fills, pointed out on Save. */
export const UnknownPlaceholder: Story = {
  play: async ({ canvasElement }) => {
    const [subject] = await within(canvasElement).findAllByRole('textbox', {}, PLAY_WAIT);
    await userEvent.clear(subject!);
    await userEvent.type(subject!, 'Rendez-vous du {{{{date}}');
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('button[type=submit]')!);
  },
};
