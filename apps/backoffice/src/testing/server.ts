import { setupServer } from 'msw/node';
import { appointmentApi } from './appointment-handlers';
import { authHandlers } from './auth-handlers';
import { availabilityApi } from './availability-handlers';
import { contactRequestApi } from './contact-request-handlers';
import { defaultHandlers } from './handlers';
import { mailOutboxApi } from './mail-outbox-handlers';
import { notificationHandlers } from './notification-handlers';
import { organizationHandlers } from './organization-handlers';
import { columnPreferenceApi, languagePreferenceApi } from './preference-handlers';
import { contactReplyApi } from './reply-handlers';
import { savedViewApi } from './saved-view-handlers';

/** The mocked API of the tests; each test may add handlers with `server.use(...)`. */
export const server = setupServer(
  ...defaultHandlers,
  authHandlers.init(),
  // A signed-in header asks for the unread count: none unless a test says otherwise.
  ...notificationHandlers(),
  // Every list reads the user's column choice: none saved unless a test says otherwise.
  ...columnPreferenceApi().handlers,
  // Every list reads its saved views: none unless a test says otherwise.
  ...savedViewApi().handlers,
  // A signed-in user's language is kept on the server: accepted unless a test says otherwise.
  ...languagePreferenceApi().handlers,
  // The sign-in screens show the practice's identity from the API: the demo one unless a test says otherwise.
  ...organizationHandlers(),
  // An administrator's Home asks how many mails failed: none unless a test says otherwise.
  ...mailOutboxApi().handlers,
  // The navigation shows how many requests are new: none unless a test says otherwise.
  ...contactRequestApi([]).handlers,
  // A request's screen lists the mails sent about it: none unless a test says otherwise.
  ...contactReplyApi().handlers,
  // A request's page shows its first appointment: nothing offered unless a test says otherwise.
  ...appointmentApi().handlers,
  // A practitioner's page shows their availability: none set unless a test says otherwise.
  ...availabilityApi().handlers,
);
