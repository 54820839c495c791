import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailMessage } from './mailer.ts';
import { DEFAULT_MAIL_QUEUE, MailQueue, type MailQueueOptions } from './mail-queue.ts';
import { queueMail, type MailKind } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background sender of the outbox. */
    mailQueue: MailQueue;
    /** Queues a mail and nudges the sender; answers at once, whatever the mail server does. */
    enqueueMail(
      message: MailMessage,
      meta: { organizationId: number; kind: MailKind },
    ): Promise<number>;
  }
}

export const mailQueuePlugin = fp(
  async (app: FastifyInstance, options: { queue?: Partial<MailQueueOptions> }) => {
    const queue = new MailQueue(app.db, app.secretBox, app.log, {
      ...DEFAULT_MAIL_QUEUE,
      ...options.queue,
    });
    app.decorate('mailQueue', queue);
    app.decorate(
      'enqueueMail',
      async (message: MailMessage, meta: { organizationId: number; kind: MailKind }) => {
        const id = await queueMail(app.db, app.secretBox, message, meta);
        queue.kick();
        return id;
      },
    );
    app.addHook('onReady', async () => queue.start());
    // Before the database closes (its own onClose hook runs later, hooks run in reverse order).
    app.addHook('preClose', async () => queue.stop());
  },
);
