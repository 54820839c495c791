/** Every call of the spec lives under this prefix (`{api}` = `http://host:8000/api/v1`). */
export const API_PREFIX = '/api/v1';
