import { setupServer } from 'msw/node';
import { siteHandlers } from './handlers';

/** The mocked API of the tests; each test may add handlers with `server.use(...)`. */
export const server = setupServer(...siteHandlers);
