import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_URL,
  DEFAULT_BACKOFFICE_URL,
  DEFAULT_FORM_BACKEND_URL,
  DEFAULT_PUBLIC_SITE_URL,
  parseFrontendEnv,
  parseFrontendFlags,
} from './env.ts';

describe('parseFrontendEnv', () => {
  it('falls back to the local API and form backend when nothing is set', () => {
    expect(parseFrontendEnv({})).toEqual({
      apiUrl: DEFAULT_API_URL,
      formBackendUrl: DEFAULT_FORM_BACKEND_URL,
      publicSiteUrl: DEFAULT_PUBLIC_SITE_URL,
      backofficeUrl: DEFAULT_BACKOFFICE_URL,
      enableAnonUsers: false,
      enableXray: false,
    });
  });

  it('keeps configured URLs without their trailing slash', () => {
    const env = parseFrontendEnv({
      VITE_API_URL: 'https://api.example.ch/api/v1/',
      VITE_FORM_BACKEND_URL: 'https://api.example.ch//',
    });
    expect(env.apiUrl).toBe('https://api.example.ch/api/v1');
    expect(env.formBackendUrl).toBe('https://api.example.ch');
  });

  it('reads the two sites’ addresses, for links between them', () => {
    const env = parseFrontendEnv({
      VITE_PUBLIC_SITE_URL: 'https://cabinet.example.ch/',
      VITE_BACKOFFICE_URL: 'https://admin.cabinet.example.ch',
    });
    expect(env.publicSiteUrl).toBe('https://cabinet.example.ch');
    expect(env.backofficeUrl).toBe('https://admin.cabinet.example.ch');
    expect(() => parseFrontendEnv({ VITE_BACKOFFICE_URL: 'admin' })).toThrow(/VITE_BACKOFFICE_URL/);
  });

  it('treats an empty URL as unset', () => {
    expect(parseFrontendEnv({ VITE_API_URL: '  ' }).apiUrl).toBe(DEFAULT_API_URL);
  });

  it('refuses a URL that is not absolute http(s)', () => {
    expect(() => parseFrontendEnv({ VITE_API_URL: '/api/v1' })).toThrow(/VITE_API_URL/);
    expect(() => parseFrontendEnv({ VITE_FORM_BACKEND_URL: 'ftp://files.example.ch' })).toThrow(
      /VITE_FORM_BACKEND_URL/,
    );
  });

  it.each([
    ['true', true],
    ['TRUE', false],
    ['True', false],
    ['1', false],
    ['yes', false],
    [' true', false],
    ['false', false],
    ['', false],
  ])('turns a flag on only for the exact string "true" (%j → %s)', (value, expected) => {
    const env = parseFrontendEnv({ VITE_ENABLE_ANON_USERS: value, VITE_ENABLE_XRAY: value });
    expect(env.enableAnonUsers).toBe(expected);
    expect(env.enableXray).toBe(expected);
  });
});

describe('parseFrontendFlags', () => {
  it('reads the same flags as the whole configuration, with no address to check', () => {
    const raw = { VITE_ENABLE_ANON_USERS: 'true', VITE_ENABLE_XRAY: 'yes' };
    expect(parseFrontendFlags(raw)).toEqual({ enableAnonUsers: true, enableXray: false });
    // An address the whole configuration refuses is not the flags' concern.
    expect(parseFrontendFlags({ ...raw, VITE_API_URL: '/api/v1' })).toEqual(
      parseFrontendFlags(raw),
    );
    expect(() => parseFrontendEnv({ ...raw, VITE_API_URL: '/api/v1' })).toThrow(/VITE_API_URL/);
  });
});
