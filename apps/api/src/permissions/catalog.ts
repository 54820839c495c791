import { Type } from 'typebox';
import { PERMISSION_PATTERN, type Scope } from './permission.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every name a permission's first part can take: the models, and the names the resources'
     * own routes check beyond them (resources/index.ts lists them). The role editor's matrix has
     * one row each.
     */
    permissionResources: readonly string[];
  }
}

/** A scope as a permission string writes it: `*` for every row. */
export type WireScope = 'own' | 'org' | '*';
export const WIRE_SCOPES: readonly WireScope[] = ['own', 'org', '*'];
export const wireScope = (scope: Scope): WireScope => (scope === 'all' ? '*' : scope);

/** `"<model>:<action>:<scope>"`, as the role model accepts it. */
export const PermissionText = Type.String({ pattern: PERMISSION_PATTERN, maxLength: 100 });
