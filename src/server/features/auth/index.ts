// What the rest of the server uses of auth (docs/decisions/0015): the member behind a session.
export { userForSession } from './auth.service.js';
