import { Type, type Static } from 'typebox';

const At = Type.String({ format: 'date-time' });

const Copy = Type.Object({
  target: Type.String({ description: 'Where the copy went: `user@host:folder`, no key.' }),
  ok: Type.Boolean(),
  at: At,
  reason: Type.Optional(Type.String({ description: 'Why the copy failed, in a few words.' })),
});

const Backup = Type.Object({
  state: Type.Union(
    [
      Type.Literal('ok'),
      Type.Literal('never'),
      Type.Literal('failed'),
      Type.Literal('stale'),
      Type.Literal('copy_failed'),
    ],
    {
      description:
        '`never`: no backup yet; `failed`: the last attempt failed; `stale`: the last success is older than `stale_after_hours`; `copy_failed`: its second copy failed.',
    },
  ),
  stale_after_hours: Type.Integer(),
  last_success: Type.Union([
    Type.Object({
      at: At,
      file: Type.String(),
      size_bytes: Type.Integer(),
      copies: Type.Array(Copy, { description: 'Empty when no second copy is configured.' }),
    }),
    Type.Null(),
  ]),
  last_failure: Type.Union([Type.Object({ at: At, reason: Type.String() }), Type.Null()]),
});

const Mail = Type.Object({
  state: Type.Union([Type.Literal('ok'), Type.Literal('delayed'), Type.Literal('failing')], {
    description:
      '`delayed`: a mail has waited longer than `delayed_after_minutes`; `failing`: some mails could not be sent.',
  }),
  delayed_after_minutes: Type.Integer(),
  queued: Type.Integer(),
  failed: Type.Integer(),
  oldest_queued_at: Type.Union([At, Type.Null()]),
});

const Disk = Type.Object({
  state: Type.Union([Type.Literal('ok'), Type.Literal('low')], {
    description: '`low`: less than `low_below_percent` of the data folder’s disk is free.',
  }),
  low_below_percent: Type.Integer(),
  free_bytes: Type.Integer(),
  total_bytes: Type.Integer(),
});

const Housekeeping = Type.Object({
  state: Type.Union(
    [Type.Literal('ok'), Type.Literal('never'), Type.Literal('failed'), Type.Literal('late')],
    { description: '`late`: no successful run for longer than `late_after_hours`.' },
  ),
  late_after_hours: Type.Integer(),
  last_run_at: Type.Union([At, Type.Null()]),
});

export const SystemStatusSchema = Type.Object(
  {
    checked_at: At,
    backup: Backup,
    mail: Mail,
    disk: Type.Union([Disk, Type.Null()], {
      description: 'Null when the data folder’s disk cannot be read.',
    }),
    services: Type.Object({
      api: Type.Literal('ok'),
      database: Type.Union([Type.Literal('ok'), Type.Literal('down')]),
      housekeeping: Housekeeping,
    }),
  },
  {
    $id: 'SystemStatus',
    description:
      'The state of the server for its administrators: the backups, the mail queue, the disk and the services.',
  },
);

export type SystemStatus = Static<typeof SystemStatusSchema>;
