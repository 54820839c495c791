import type { TFunction } from 'i18next';
import type { ScopeOrNone } from '../../lib/permissions';

/** A resource's name for people; `*` reads "Every resource", a name without a text reads as is. */
export const resourceLabel = (t: TFunction, resource: string) =>
  resource === '*'
    ? t('roles.matrix.everyResource')
    : t(`roles.resource.${resource}`, { defaultValue: resource });

/** An action's column heading; `*` reads "Every action". */
export const actionLabel = (t: TFunction, action: string) =>
  t(`roles.matrix.action.${action === '*' ? 'all' : action}`);

export const scopeLabel = (t: TFunction, scope: ScopeOrNone) =>
  t(`roles.matrix.scope.${scope === '*' ? 'all' : scope}`);

/** One cell's name, e.g. "Contact requests: read". */
export const cellLabel = (t: TFunction, resource: string, action: string) =>
  t('roles.matrix.cell', {
    resource: resourceLabel(t, resource),
    action: t(`roles.matrix.verb.${action === '*' ? 'all' : action}`),
  });
