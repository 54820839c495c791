import { $api } from '../../lib/api';

/** The events of one visit, in the order they happened (at most the first 500). */
export function sessionEventsOptions(sessionId: number) {
  return $api.queryOptions('post', '/xray_event/search', {
    params: { query: { skip: 0, limit: 500 } },
    body: {
      search: { AND: [{ field: 'tracking_session_id', operator: '=', value: sessionId }] },
      order_by: { field: 'id', direction: 'asc' },
    },
  });
}

/** Page views per day over the last `days` days, oldest first. */
export function dailyPageViewsOptions(days: number) {
  return $api.queryOptions('get', '/xray_event/daily_page_views', {
    params: { query: { days } },
  });
}
