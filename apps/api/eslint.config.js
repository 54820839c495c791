import { readdirSync } from 'node:fs';
import { defineConfig, restrictedImports } from '@cabinet/eslint-config';

/**
 * Lint zones of the API's layout (see README.md, "The tree"):
 * - shared machinery (everything in src/ outside src/resources/) never imports a resource, so it
 *   can be read, tested and changed without knowing any resource;
 * - a resource never imports another resource, nor the registry in src/resources/*.ts, except
 *   through a relation declared below: a link between two resources is a decision, written here.
 * Only the registry (src/resources/index.ts, housekeeping.ts), app.ts and server.ts see every resource.
 */
const relations = {
  // A user's picture and CV are attachments the editor may read.
  user: ['attachment'],
  // A new contact request notifies the staff; staff reply to it from the practice's templates.
  'contact-request': ['notification', 'reply-template'],
  // A practitioner's photo is an attachment the editor may read.
  practitioner: ['attachment'],
  // The status screen asks the database as the readiness check does.
  'system-status': ['health'],
  // Times are offered for a contact request (whose assignee or administrator may offer them) in
  // the practice's first-appointment template, and the practice's staff are told when a visitor
  // books, declines or cancels.
  appointment: ['contact-request', 'notification', 'reply-template'],
};

const resources = readdirSync(new URL('./src/resources/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sharedZone = {
  files: ['src/**/*.ts'],
  ignores: ['src/resources/**', 'src/app.ts', 'src/server.ts'],
  rules: restrictedImports('api', [
    {
      regex: '^(\\.\\./)+resources(/|$)',
      message:
        'Shared machinery never imports a resource: take what it needs as an argument, or move the code into the resource.',
    },
  ]),
};

const resourceZones = resources.map((name) => {
  const allowed = [name, ...(relations[name] ?? [])].map(escape).join('|');
  return {
    files: [`src/resources/${name}/**/*.ts`],
    rules: restrictedImports('api', [
      {
        regex: `^\\.\\./(?!\\.\\./|(${allowed})/)`,
        message: `The ${name} resource imports no other resource and not the registry, except through a relation declared in eslint.config.js.`,
      },
    ]),
  };
});

export default [
  ...defineConfig({ kind: 'api', react: false, tsconfigRootDir: import.meta.dirname }),
  sharedZone,
  ...resourceZones,
];
