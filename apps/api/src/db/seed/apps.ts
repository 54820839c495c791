import type { Database } from '../client.ts';
import { app } from '../schema/app.ts';

/** The apps this build installs; `name` is what `/apps/load_demo_data/{app}` takes. */
export const installedApps = [
  {
    string_id: 'app_cabinet',
    name: 'cabinet',
    description: 'The practice: staff, contact requests and notifications.',
  },
] as const;

export async function seedApps(db: Database): Promise<void> {
  for (const installed of installedApps) {
    await db
      .insert(app)
      .values({ ...installed, system: true })
      .onConflictDoNothing({ target: app.string_id });
  }
}
