import type { paths } from '@cabinet/api-client/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { attachmentRecord } from '../../testing/resource-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

type SearchAnswer =
  paths['/attachment/search']['post']['responses'][200]['content']['application/json'];
type DeleteCheck =
  paths['/util/delete_check/{model}/{ids}']['get']['responses'][200]['content']['application/json'];
type Attachment = SearchAnswer['data'][number];

const session = { token: 'token-1', user: adminUser };

const attachment = (id: number, original_name: string): Attachment =>
  attachmentRecord(id, { original_name });

describe('the files library', () => {
  it('lists the files with where each is used, and warns of the references before a delete', async () => {
    const deleted: string[] = [];
    const checks: Record<string, DeleteCheck> = {
      '7': { to_delete: {}, to_set_null: { user: ['User: Anne Martin (id 1)'] } },
      '8': { to_delete: {}, to_set_null: {} },
    };
    server.use(
      http.post<never, never, SearchAnswer>(apiUrl('/attachment/search'), () =>
        HttpResponse.json({
          data: [attachment(7, 'cv-anne.pdf'), attachment(8, 'old-scan.pdf')],
          total: 2,
        }),
      ),
      http.get<{ ids: string }, never, DeleteCheck>(
        apiUrl('/util/delete_check/{model}/{ids}').replace('{model}/{ids}', 'attachment/:ids'),
        ({ params }) => HttpResponse.json(checks[params.ids]),
      ),
      http.delete(apiUrl('/attachment/{id}').replace('{id}', ':id'), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        return HttpResponse.json({ deleted: 1 });
      }),
    );
    const { user } = await renderRoute('/files', { session, language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Files' }, { timeout: 15_000 }),
    ).toBeVisible();
    const used = (await screen.findByText('cv-anne.pdf')).closest('li')!;
    expect(await within(used).findByText('User: Anne Martin (id 1)')).toBeVisible();
    const unused = screen.getByText('old-scan.pdf').closest('li')!;
    expect(await within(unused).findByText('Not used anywhere')).toBeVisible();

    await user.click(within(used).getByRole('button', { name: 'Delete — cv-anne.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(await within(dialog).findByText('Setting empty reference in: user')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['/api/v1/attachment/7']));
  });
});
