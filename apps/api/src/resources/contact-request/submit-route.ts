import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { submitContact } from './submit-contact.ts';
import { withinRate } from '../../http/rate-limit.ts';

/** Submissions one address may make per window: enough for a person, too few for a script. */
const SUBMISSIONS_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60_000;

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
        summary:
          'Sends a contact request: consent, an email or a phone, and a solved challenge required.',
        body: SubmitBody,
        response: withErrors({ 200: Type.Ref('MessageResponse') }),
      },
    },
    async (request, reply) => {
      if (!(await withinRate(app.db, `submit:${request.ip}`, SUBMISSIONS_PER_WINDOW, WINDOW_MS))) {
        return reply.code(429).send({
          detail: 'Too many requests from this address. Please try again later or call us.',
        });
      }
      const body = request.body;
      if (!body.consent)
        return reply.code(400).send({ detail: 'Your consent is needed to send this request.' });
      if (!body.email?.trim() && !body.phone?.trim()) {
        return reply
          .code(400)
          .send({ detail: 'Give an email address or a phone number so that we can answer you.' });
      }
      if (!(await app.humanCheck.spend(app.db, body.altcha))) {
        return reply.code(400).send({ detail: 'The human verification failed. Please try again.' });
      }
      await submitContact(app, body);
      return { detail: 'Thank you for your submission' };
    },
  );
};
