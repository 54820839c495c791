import type { Page } from '@playwright/test';

export interface SeriousAxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export declare function seriousAxeViolations(page: Page): Promise<SeriousAxeViolation[]>;
