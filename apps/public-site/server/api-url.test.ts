import { describe, expect, it } from 'vitest';
import { readApiUrl } from './api-url.ts';

describe('the API address of the site’s server', () => {
  it('is API_URL when set, else the build’s, without a trailing slash', () => {
    expect(
      readApiUrl({ API_URL: 'http://127.0.0.1:8000/api/v1/' }, 'https://api.example.ch/api/v1'),
    ).toBe('http://127.0.0.1:8000/api/v1');
    expect(readApiUrl({}, 'https://api.example.ch/api/v1')).toBe('https://api.example.ch/api/v1');
  });

  it('names the variable and the value when it is no http(s) address', () => {
    expect(readApiUrl({ API_URL: 'localhost:8000' }, 'x')).toEqual(
      new Error(
        'Invalid configuration: API_URL: expected an http(s) address (got "localhost:8000")',
      ),
    );
    expect(readApiUrl({ API_URL: 'not a url' }, 'x')).toBeInstanceOf(Error);
  });
});
