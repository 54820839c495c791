import { ForbiddenError } from '../../errors.ts';

/** What anyone signed in may change of their own account from "Edit profile". */
export const OWN_PROFILE_FIELDS = [
  'name',
  'first_name',
  'last_name',
  'phone',
  'mobile',
  'image_id',
] as const;

/** What they may also change through the generic user routes: the rest of their names, their CV. */
const SELF_SERVICE_FIELDS: readonly string[] = [
  ...OWN_PROFILE_FIELDS,
  'middle_name',
  'title',
  'cv_attachment_id',
];

/**
 * Fields a write may carry unchanged or that other rules handle: the username (confirmed by the
 * current password), the email (changed through a mailed link), `active` (dropped for
 * non-administrators), roles (refused to non-administrators) and the write's own helpers.
 */
const HANDLED_ELSEWHERE = [
  'username',
  'email',
  'active',
  'roles',
  'all_roles',
  'organization',
  'current_password',
];

const comparable = (value: unknown) =>
  value instanceof Date ? value.toISOString() : JSON.stringify(value ?? null);

/**
 * A user who does not manage users changes, on their own account, only their names, phones,
 * picture, CV and username. The rest (the internal flag, address, company, website) is
 * the practice's record of them, kept by administrators: refused with the fields named, never
 * dropped in silence.
 */
export function assertSelfServiceOnly(
  values: Record<string, unknown>,
  existing: Record<string, unknown>,
): void {
  const refused = Object.keys(values).filter(
    (key) =>
      !SELF_SERVICE_FIELDS.includes(key) &&
      !HANDLED_ELSEWHERE.includes(key) &&
      comparable(values[key]) !== comparable(existing[key]),
  );
  if (refused.length)
    throw new ForbiddenError(
      `Only administrators can change ${refused.join(', ')}. Your own names, phones, picture and CV stay yours to change.`,
    );
}
