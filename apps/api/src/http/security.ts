/**
 * Who may call a route, as its OpenAPI `security` says it. Every route declares one of these: the
 * OpenAPI plugin refuses to start with a documented route that does not (plugins/openapi.ts), so a
 * new route cannot leave readers of the reference and generated clients guessing.
 */

type Requirement = Record<string, string[]>;

/** Anyone: no token is read (a sent one is still checked, and an invalid one is a 401). */
export const PUBLIC: Requirement[] = [];

/** A signed-in user's bearer token is required (401 without one). */
export const SIGNED_IN: Requirement[] = [{ bearer: [] }];

/**
 * A token is optional: without one the public role's permissions apply (public files, the
 * organization's public identity, models the public role may read), with one the user's.
 */
export const TOKEN_OPTIONAL: Requirement[] = [{ bearer: [] }, {}];
