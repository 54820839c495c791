import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { replyTemplateApi, replyTemplateRecord } from '../../../../testing/reply-handlers';
import { server } from '../../../../testing/server';
import { adminUser } from '../../../../testing/session';

const admin = { token: 'token-1', user: adminUser };

async function openTemplates(api = replyTemplateApi(), language: 'en' | 'de' = 'en') {
  server.use(...api.handlers);
  const view = await renderRoute('/reply-templates', { session: admin, language });
  return { ...view, api };
}

describe('the reply templates', () => {
  it('shows the default text and the placeholders, saves the German waiting list, then resets it to the default', async () => {
    const { user, api } = await openTemplates();
    const subject = await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 15_000 });
    expect(subject).toHaveValue('Votre demande\u00a0: un premier rendez-vous');
    expect(screen.getByText('Default text.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    const placeholders = screen.getByRole('list', { name: 'Placeholders' });
    expect(within(placeholders).getByText('{{visitor_name}}')).toBeVisible();
    expect(within(placeholders).getByText('{{practitioner}}')).toBeVisible();
    expect(within(placeholders).getByText('{{offered_times}}')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Kind of reply' }));
    await user.click(await screen.findByRole('option', { name: 'Waiting list' }));
    await user.click(screen.getByRole('button', { name: 'German' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(
        'Ihre Anfrage: unsere Warteliste',
      ),
    );
    const body = screen.getByRole('textbox', { name: 'Text' });
    await user.clear(body);
    await user.type(body, 'Guten Tag {{{{visitor_name}}, Sie stehen auf der Warteliste.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Template saved.')).toBeVisible();
    expect(api.calls.saved).toEqual([
      {
        kind: 'waiting_list',
        language: 'de',
        subject: 'Ihre Anfrage: unsere Warteliste',
        body: 'Guten Tag {{visitor_name}}, Sie stehen auf der Warteliste.',
      },
    ]);
    expect(await screen.findByText(/^Your practice’s text, saved on March 4, 2026/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(await screen.findByText('The default text applies again.')).toBeVisible();
    expect(api.calls.reset).toEqual(['waiting_list/de']);
    await waitFor(() =>
      expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' }).value).toMatch(
        /^Guten Tag \{\{visitor_name\}\}\n\nVielen Dank/,
      ),
    );
    expect(screen.getByText('Default text.')).toBeVisible();
  });

  it('points out a placeholder no reply fills, naming it, and saves nothing', async () => {
    const { user, api } = await openTemplates();
    const subject = await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 15_000 });
    await user.clear(subject);
    await user.type(subject, 'For {{{{patient}} on {{{{date}}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        '{{patient}}, {{date}} are not placeholders: use those listed below.',
      ),
    ).toBeVisible();
    expect(api.calls.saved).toEqual([]);
  });

  it('keeps the cancelled reset, shows a practice’s own text, and tells the API’s refusal', async () => {
    const { user, api } = await openTemplates(
      replyTemplateApi({
        customized: [
          replyTemplateRecord('first_appointment', 'fr', {
            subject: 'Premier rendez-vous',
            customized: true,
            updated_at: '2026-03-01T09:00:00.000Z',
          }),
        ],
      }),
    );
    expect(
      await screen.findByRole('textbox', { name: 'Subject' }, { timeout: 15_000 }),
    ).toHaveValue('Premier rendez-vous');
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset this template?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.reset).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Premier rendez-vous');

    server.use(...replyTemplateApi({ refuse: true }).handlers.slice(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Only administrators can manage the reply templates.'),
    ).toBeVisible();
  });

  it('is in the Settings menu, in the reader’s language', async () => {
    await openTemplates(replyTemplateApi(), 'de');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Antwortvorlagen' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Antwortvorlagen' })).toBeVisible();
  });
});
