import type { APIRequestContext, Page } from '@playwright/test';

export declare function expectIsolatedWithoutSourceMaps(
  page: Page,
  request: APIRequestContext,
  path?: string,
): Promise<void>;
