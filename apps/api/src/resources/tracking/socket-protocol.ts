import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { TRACKING_EVENT_TYPES } from '../../db/schema/tracking-event.ts';
import { EventBody } from './tracking-input.ts';

/**
 * How the tracking socket closes a connection it refuses, with a reason in words. Only that socket
 * is closed; the visitor's other sockets and everybody else's carry on.
 */
export const CLOSE = {
  /** The token is missing, invalid or expired. */
  badToken: { code: 4401, reason: 'Invalid or expired token.' },
  /** The session does not exist or belongs to another visitor. */
  foreignSession: { code: 4403, reason: 'This tracking session is not yours.' },
  /** The session is closed, or already has a socket connected. */
  sessionUnavailable: {
    code: 4409,
    reason: 'This tracking session is closed or already connected.',
  },
  /** A message is not JSON, or not one of the messages below. */
  malformed: { code: 4400, reason: 'Malformed message.' },
  /** More messages than MESSAGES_PER_WINDOW in a window. */
  flood: { code: 4429, reason: 'Too many messages.' },
} as const;

/** Messages one socket may send per window: a heartbeat every 30 s and a few events use far less. */
export const MESSAGES_PER_WINDOW = 30;
export const MESSAGE_WINDOW_MS = 10_000;
/** The largest message accepted; a bigger one closes the socket (1009, message too big). */
export const MAX_MESSAGE_BYTES = 4096;

/**
 * What a client sends: `{"type":"heartbeat"}` (the visit is still open; the duration runs on), or
 * an event `{"type":"page_view","data":{"path":"/fr"}}` stored like POST /xray_event.
 * The server answers `{"type":"ready"}` once the socket is accepted, `{"type":"pong"}` to a
 * heartbeat and `{"type":"stored","id":…}` for an event.
 */
const SocketMessage = Type.Union([
  Type.Object({ type: Type.Literal('heartbeat') }, { additionalProperties: false }),
  Type.Object(
    {
      type: Type.Union(TRACKING_EVENT_TYPES.map((type) => Type.Literal(type))),
      data: EventBody.properties.data,
    },
    { additionalProperties: false },
  ),
]);
export type SocketMessage = Static<typeof SocketMessage>;

/** The message a text frame holds, or null when it is not valid JSON or not a known message. */
export function parseSocketMessage(text: string): SocketMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return Value.Check(SocketMessage, value) ? value : null;
}

/** Counts a socket's messages in fixed windows; `accept` is false once a window is over the limit. */
export function messageCounter(now: () => number = Date.now) {
  let windowStart = now();
  let count = 0;
  return {
    accept(): boolean {
      const time = now();
      if (time - windowStart >= MESSAGE_WINDOW_MS) {
        windowStart = time;
        count = 0;
      }
      count += 1;
      return count <= MESSAGES_PER_WINDOW;
    },
  };
}
