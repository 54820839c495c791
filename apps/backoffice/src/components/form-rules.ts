/** Client-side form checks, answering the key of the message to show (or undefined). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredRule(value: string): 'form.required' | undefined {
  return value.trim() === '' ? 'form.required' : undefined;
}

export function emailRule(value: string): 'form.required' | 'form.emailInvalid' | undefined {
  return requiredRule(value) ?? (EMAIL.test(value.trim()) ? undefined : 'form.emailInvalid');
}
