import type { AppSessionStore } from '@cabinet/auth/app-session';
import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export interface DataDeps {
  queryClient: QueryClient;
  session: AppSessionStore;
}

/** Replaces the browser's query client and session (tests); absent in the real app. */
export const DataDepsContext = createContext<DataDeps | null>(null);
