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
  app.decorate('fileStore', new FileStore(app.db, uploadDirOf(app.config)));
});
