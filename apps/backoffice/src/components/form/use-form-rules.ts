import { useTranslation } from 'react-i18next';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A react-hook-form `validate` check: true when fine, otherwise the message to show. */
type Check = (value: unknown) => true | string;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The forms' checks, each answering its message in the reader's language: required,
 * email, a whole number within bounds, a maximum length. Optional checks pass an empty field.
 */
export function useFormRules() {
  const { t } = useTranslation('backoffice');
  const required: Check = (value) => text(value) !== '' || t('form.required');
  const email: Check = (value) =>
    text(value) === '' || EMAIL.test(text(value)) || t('form.emailInvalid');
  const integer =
    (min: number, max: number): Check =>
    (value) => {
      const raw = text(value);
      if (raw === '') return true;
      const number = Number(raw);
      return (
        (/^\d+$/.test(raw) && number >= min && number <= max) ||
        t('settings.form.integerRange', { min, max })
      );
    };
  const maxLength =
    (max: number): Check =>
    (value) =>
      text(value).length <= max || t('settings.form.maxLength', { max });
  /** The confirmation of a password: the same text as the field `other`. */
  const sameAs =
    (other: string) =>
    (value: unknown, values: object): true | string =>
      value === Reflect.get(values, other) || t('password.mismatch');
  return { required, email, integer, maxLength, sameAs };
}
