import type { Organization, OrganizationUpdate } from '../api/organization';

/** The SMTP form's fields as typed. The password box starts empty: the saved one is never sent back. */
export interface SmtpSettingsValues {
  mail_server: string;
  mail_port: string;
  mail_username: string;
  mail_password: string;
  mail_from_name: string;
  mail_from: string;
  mail_validate_certs: boolean;
  mail_ssl_tls: boolean;
  mail_starttls: boolean;
}

export function toSmtpValues(organization: Organization): SmtpSettingsValues {
  return {
    mail_server: organization.mail_server ?? '',
    mail_port: organization.mail_port == null ? '' : String(organization.mail_port),
    mail_username: organization.mail_username ?? '',
    mail_password: '',
    mail_from_name: organization.mail_from_name ?? '',
    mail_from: organization.mail_from ?? '',
    mail_validate_certs: organization.mail_validate_certs ?? true,
    mail_ssl_tls: organization.mail_ssl_tls ?? false,
    mail_starttls: organization.mail_starttls ?? false,
  };
}

/**
 * What PUT /organization/{id} receives. An empty password box leaves the saved password alone (the
 * field is not sent); a typed one replaces it.
 */
export function toSmtpUpdate(values: SmtpSettingsValues): OrganizationUpdate {
  const orNull = (value: string) => value.trim() || null;
  return {
    mail_server: values.mail_server.trim(),
    mail_port: values.mail_port.trim() === '' ? null : Number(values.mail_port),
    mail_username: orNull(values.mail_username),
    mail_from_name: orNull(values.mail_from_name),
    mail_from: orNull(values.mail_from),
    mail_validate_certs: values.mail_validate_certs,
    mail_ssl_tls: values.mail_ssl_tls,
    mail_starttls: values.mail_starttls,
    ...(values.mail_password === '' ? {} : { mail_password: values.mail_password }),
  };
}
