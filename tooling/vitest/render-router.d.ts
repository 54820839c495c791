import type { RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { createMemoryRouter, RouteObject } from 'react-router';

export declare function renderRouter(
  routes: RouteObject[],
  entries: string[],
  wrap: (router: ReactElement) => ReactElement,
): Promise<RenderResult & { user: UserEvent; router: ReturnType<typeof createMemoryRouter> }>;
