import { Type, type Static } from 'typebox';
import { TRACKING_EVENT_TYPES } from '../../db/schema/tracking-event.ts';
import { RecordId } from '../../http/schemas.ts';

/**
 * What the public site sends to open a visit. `device_info` may carry the spec's details (device,
 * location, network, cpu…): only `language` and `user_agent` are read, and the user agent only to
 * derive the browser and OS families; everything else is dropped unread.
 */
export const OpenSessionBody = Type.Object({
  origin: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The site the visit happens on, e.g. https://cabinet.example.',
  }),
  device_info: Type.Optional(
    Type.Object(
      {
        language: Type.Optional(Type.String({ maxLength: 35 })),
        user_agent: Type.Optional(Type.String({ maxLength: 512 })),
      },
      { maxProperties: 32 },
    ),
  ),
});
export type OpenSessionBody = Static<typeof OpenSessionBody>;

export const EventBody = Type.Object(
  {
    tracking_session_id: RecordId({ description: 'The visit, as POST /xray answered it.' }),
    type: Type.Union(TRACKING_EVENT_TYPES.map((type) => Type.Literal(type))),
    data: Type.Optional(
      Type.Object(
        {
          path: Type.Optional(
            Type.String({ maxLength: 512, description: 'The page path; a query is dropped.' }),
          ),
          title: Type.Optional(Type.String({ maxLength: 200 })),
          referrer: Type.Optional(
            Type.String({ maxLength: 1024, description: 'Only its site is kept.' }),
          ),
        },
        {
          // The spec's full event data (device, location, user agent, network, OS, browser, cpu)
          // is accepted, as POST /xray accepts it, and dropped unread.
          maxProperties: 32,
          description:
            'The page and where the visitor came from; any other detail the client sends (device, location, network…) is dropped unread.',
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type EventBody = Static<typeof EventBody>;
