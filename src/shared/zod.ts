import { z } from 'zod';

// The one zod of the shared schemas and the web app's forms. In a browser the page's
// Content-Security-Policy forbids eval (script-src 'self'): zod compiles its fast object
// parser with new Function, and merely probing for that is a violation the browser reports
// on every page that builds a schema. Schemas built in a browser parse without it; the
// server keeps the fast parser. This must run before the first schema is built, so every
// module that builds schemas imports z from here.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
