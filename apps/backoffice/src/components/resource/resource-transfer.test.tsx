import type { paths } from '@cabinet/api-client/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, corsHeaders } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { userApi, userRecord } from '../../testing/resource-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };
const csv = (text: string) => new File([text], 'users.csv', { type: 'text/csv' });

/** Opens /users, then the import dialog, chooses a CSV and asks for its check (the dry run). */
async function checkFileOnUsers() {
  const { user, unmount } = await renderRoute('/users', { session, language: 'en' });
  await screen.findByText('1 of 1 records', undefined, { timeout: 15_000 });
  await user.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.upload(dialog.getByLabelText('Choose a .csv file'), csv('username\r\n'));
  await user.click(dialog.getByRole('button', { name: 'Check the file' }));
  return { user, dialog, unmount };
}

describe('the kit: import with a dry run first, archive and restore', () => {
  it("shows a dry run's counts and problems by line and column, and imports nothing", async () => {
    const api = userApi([userRecord(1)], undefined, {
      created: 1,
      updated: 0,
      error_count: 1,
      errors: [{ row: 3, column: 'email', message: 'email must be an email address.' }],
    });
    server.use(...api.handlers);
    const { dialog } = await checkFileOnUsers();

    expect(await dialog.findByText('1 to create, 0 to update.')).toBeVisible();
    expect(dialog.getByText('1 problem: correct the file and check it again.')).toBeVisible();
    const problems = dialog.getByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getAllByRole('row')[1]).toHaveTextContent(
      '3emailemail must be an email address.',
    );
    expect(dialog.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(api.received.imports).toEqual(['?dry_run=true']);
  });

  it('imports once the dry run found no problem: "Imported successfully!"', async () => {
    const api = userApi([userRecord(1)], undefined, {
      created: 2,
      updated: 1,
      errors: [],
      error_count: 0,
    });
    server.use(...api.handlers);
    const { user, dialog } = await checkFileOnUsers();
    expect(await dialog.findByText('2 to create, 1 to update.')).toBeVisible();
    expect(dialog.getByText('No problems found: the file can be imported.')).toBeVisible();
    const searchesBefore = api.received.searches.length;
    await user.click(dialog.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Imported successfully!')).toBeVisible();
    expect(api.received.imports).toEqual(['?dry_run=true', '']);
    // Then the list asks for its records again, to show the imported ones.
    await waitFor(() => expect(api.received.searches.length).toBeGreaterThan(searchesBefore));
  });

  it("shows the server's progress row by row once the file is up, asking by the import's id", async () => {
    type Progress =
      paths['/util/import_progress/{id}']['get']['responses'][200]['content']['application/json'];
    const api = userApi([userRecord(1)], undefined, {
      created: 120_000,
      updated: 0,
      errors: [],
      error_count: 0,
    });
    let state: Progress = { phase: 'checking', rows_done: 30_000, rows_total: 120_000 };
    const asked: string[] = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // Handlers given first win: these replace the list API's import and add the progress.
    server.use(
      http.post(apiUrl('/user/import'), async ({ request }) => {
        api.received.progressIds.push(new URL(request.url).searchParams.get('progress_id')!);
        await finished;
        return HttpResponse.json(
          { created: 120_000, updated: 0, errors: [], error_count: 0 },
          { headers: corsHeaders(request) },
        );
      }),
      http.get(apiUrl('/util/import_progress/{id}').replace('{id}', ':id'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json(state);
      }),
      ...api.handlers,
    );
    const { dialog } = await checkFileOnUsers();

    expect(await dialog.findByText('Checking rows… 30,000 of 120,000')).toBeVisible();
    const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    state = { phase: 'writing', rows_done: 90_000, rows_total: 120_000 };
    expect(await dialog.findByText('Saving new records… 90,000 of 120,000')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    state = { phase: 'finishing', rows_done: 120_000, rows_total: 120_000 };
    expect(await dialog.findByText('Almost done: updating search statistics…')).toBeVisible();
    expect(bar).not.toHaveAttribute('aria-valuenow');
    // Every ask names the import the dialog sent, whose id is a fresh UUID.
    expect(api.received.progressIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(asked)).toEqual(new Set(api.received.progressIds));

    finish();
    expect(await dialog.findByText('120000 to create, 0 to update.')).toBeVisible();
    const asksAtEnd = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // The answer came: the dialog no longer asks.
    expect(asked.length).toBe(asksAtEnd);
  });

  it('stops asking how far the import has got once the dialog is gone', async () => {
    const asked: string[] = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    server.use(
      http.post(apiUrl('/user/import'), async ({ request }) => {
        await finished;
        return HttpResponse.json(
          { created: 1, updated: 0, errors: [], error_count: 0 },
          { headers: corsHeaders(request) },
        );
      }),
      http.get(apiUrl('/util/import_progress/{id}').replace('{id}', ':id'), ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ phase: 'checking', rows_done: 1, rows_total: 2 });
      }),
      ...userApi([userRecord(1)]).handlers,
    );
    const { unmount } = await checkFileOnUsers();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));

    unmount();
    const asksWhenGone = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(asked.length).toBe(asksWhenGone);
    finish();
  });

  it('lists the archived view from the URL, and restores the selected records', async () => {
    const api = userApi([userRecord(7, { active: false })]);
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('1 of 1 records', undefined, { timeout: 15_000 });

    await user.click(screen.getByRole('switch', { name: 'Archived' }));
    await waitFor(() => expect(router.state.location.search).toBe('?archived=1'));
    await waitFor(() => expect(api.received.searches.at(-1)).toMatchObject({ skip: 0, limit: 20 }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select record 7' }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored successfully!')).toBeVisible();
    // One call for the whole selection, which the API restores all or none.
    expect(api.received.archives).toEqual(['bulk_restore 7']);
  });

  it('archives the selected records after a confirmation, in one call, and refreshes the list', async () => {
    const api = userApi([userRecord(3), userRecord(2), userRecord(1)]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('3 of 3 records', undefined, { timeout: 15_000 });
    // Nothing selected: no bulk action is offered, so nothing can happen.
    expect(screen.queryByRole('button', { name: 'Archive selected' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select record 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select record 2' }));
    await user.click(screen.getByRole('button', { name: 'Archive selected' }));
    const ask = await screen.findByRole('dialog', { name: 'Archive' });
    expect(
      within(ask).getByText(
        'Archive these 2 records? Lists will show them only in the Archived view, from where they can be restored.',
      ),
    ).toBeVisible();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.received.archives).toEqual([]);

    const searchesBefore = api.received.searches.length;
    await user.click(screen.getByRole('button', { name: 'Archive selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive' });
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived successfully!')).toBeVisible();
    expect(api.received.archives).toEqual(['bulk_archive 2,3']);
    await waitFor(() => expect(api.received.searches.length).toBeGreaterThan(searchesBefore));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
  });

  it('archives a record from its detail page: "Archived successfully!"', async () => {
    const api = userApi([userRecord(5)]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/users/5', { session, language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Archive' }, { timeout: 15_000 }));
    expect(await screen.findByText('Archived successfully!')).toBeVisible();
    expect(api.received.archives).toEqual(['5/archive']);
  });
});
