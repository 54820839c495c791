import { createApiHandlers } from '@cabinet/api-client/testing/handlers';
import { env } from '../config/env';

/** The mocked API's handlers (typed from the OpenAPI document), at this app's API URL. */
export const { apiUrl, healthHandlers, defaultHandlers } = createApiHandlers(env.apiUrl);

export { corsHeaders } from '@cabinet/api-client/testing/handlers';
