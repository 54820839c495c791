import { afterAll, afterEach } from 'vitest';
import { server } from './server';

// Started before the test modules load, so every fetch of the app goes through the mocked API.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
