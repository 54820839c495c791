import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { acceptContactRequest } from './accept-contact-request.ts';
import { submittedPreferenceSchemas } from './contact-request-fields.ts';
import { PUBLIC } from '../../http/security.ts';

const Text = (max: number) => Type.Optional(Type.String({ maxLength: max }));

const SubmitBody = Type.Object(
  {
    name: Text(100),
    surname: Text(100),
    phone: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9+()./ -]*$' })),
    email: Type.Optional(
      Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 254 })]),
    ),
    message: Text(5000),
    hasPrescription: Type.Optional(Type.Boolean()),
    ...submittedPreferenceSchemas,
    consent: Type.Boolean(),
    /** The human-verification widget's payload. */
    altcha: Type.String({ minLength: 1, maxLength: 4096 }),
  },
  { additionalProperties: false },
);

/** The contact form's backend, at the host root beside the versioned API: `POST {host}/api/submit`. */
export const submitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/submit',
    {
      schema: {
        tags: ['contact'],
        operationId: 'submitContactRequest',
        security: PUBLIC,
        summary:
          'Sends a contact request: consent, an email or a phone, and a solved challenge required.',
        body: SubmitBody,
        response: withErrors({ 200: Type.Ref('MessageResponse') }),
      },
    },
    async (request) => acceptContactRequest(app, request.body, request.ip),
  );
};
