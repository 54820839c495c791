import { configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { server } from './server';

// Started before the test modules load, so every fetch of the app goes through the mocked API.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A screen answers after the mocked API's reply and React's render; the unit tests share two
// cores with the other lanes of `npm test`, where that has taken over the default second. What a
// test waits for is unchanged; only how long it may take before it fails.
configure({ asyncUtilTimeout: 5000 });
