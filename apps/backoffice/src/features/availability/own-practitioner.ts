import { $api } from '../../lib/api';

/** The practitioner record linked to a user (the one they sign in as), if any. */
export function ownPractitionerOptions(userId: number) {
  return $api.queryOptions('post', '/practitioner/search', {
    params: { query: { skip: 0, limit: 1 } },
    body: {
      search: { AND: [{ field: 'user_id', operator: '=', value: userId }] },
    },
  });
}
