import { randomBytes } from 'node:crypto';

/** Stored names are 32 random hex characters and the extension of the detected type: nothing else. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|svg|pdf)$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** A fresh unguessable name (128 bits from the system's CSPRNG) with the detected type's extension. */
export const newStoredName = (extension: string) =>
  `${randomBytes(16).toString('hex')}.${extension}`;
