import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FileStore, uploadDirOf } from '../files/file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files on disk, under UPLOAD_DIR or DATA_DIR/uploads. */
    fileStore: FileStore;
  }
}

export const fileStorePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('fileStore', new FileStore(uploadDirOf(app.config)));
});
