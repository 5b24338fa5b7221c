// Names shared by the API client and the server.
export const SESSION_COOKIE = 'fl_session';
export const CSRF_COOKIE = 'fl_csrf';
export const CSRF_HEADER = 'x-csrf-token';
