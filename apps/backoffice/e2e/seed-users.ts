import { expect, type APIRequestContext } from '@playwright/test';
import { api, bearer } from './staff-api';

/** Creates `count` users named `{prefix}{nn}` through the API; answers their ids, oldest first. */
export async function seedUsers(
  request: APIRequestContext,
  token: string,
  prefix: string,
  count = 50,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => {
      const username = `${prefix}${String(start + i).padStart(2, '0')}`;
      return request.post(`${api}/user`, {
        headers: bearer(token),
        data: { username, email: `${username}@example.ch`, name: `Person ${username}` },
      });
    });
    for (const created of await Promise.all(batch)) {
      expect(created.ok(), await created.text()).toBe(true);
      ids.push(((await created.json()) as { id: number }).id);
    }
  }
  return ids.sort((a, b) => a - b);
}
