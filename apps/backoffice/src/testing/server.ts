import { setupServer } from 'msw/node';
import { authHandlers } from './auth-handlers';
import { defaultHandlers } from './handlers';

/** The mocked API of the tests; each test may add handlers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers, authHandlers.init());
