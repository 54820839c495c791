/** Every call of the API lives under this versioned prefix (`{api}` = `http://host:8000/api/v1`). */
export const API_PREFIX = '/api/v1';
