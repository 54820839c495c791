import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FileStore, uploadDirOf } from '../files/file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files, in the database (and, until moved, the folder of an earlier release). */
    fileStore: FileStore;
  }
}

export const fileStorePlugin = fp(async (app: FastifyInstance) => {
  const store = new FileStore(app.db, uploadDirOf(app.config));
  app.decorate('fileStore', store);
  // Files an earlier release kept in a folder are served from there until they are moved.
  app.addHook('onReady', async () => {
    const left = (await store.legacy.names()).length;
    if (left > 0)
      app.log.warn(
        { files: left, folder: store.legacy.directory },
        'uploaded files are still in the folder of an earlier release: move them into the database with `pnpm uploads:to-database`',
      );
  });
});
