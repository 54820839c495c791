import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

describe('the generated first admin password', () => {
  it('is reported by the seed that created the admin, and by no later start', async () => {
    const database = await openTestDatabase();
    try {
      const admin = { username: 'boss', email: 'boss@example.com' };
      const first = await seedDatabase(database.db, admin);
      expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
      const again = await seedDatabase(database.db, admin);
      expect(again.created).toBe(false);
      expect(again.generatedPassword).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
