import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod 4 compiles object parsers with `new Function` after probing whether eval is allowed; the
 * app's Content-Security-Policy (script-src 'self') refuses it, and the refused probe is reported
 * as a CSP violation (Lighthouse best practices, issue 18) although zod catches it. Jitless, zod
 * neither probes nor compiles. Imported first by the client entry (main.tsx). zod keeps its
 * configuration on globalThis (so that copies share it); setting it there, instead of through
 * `z.config`, keeps zod itself off the login route (4 KB). zodWithoutEval.test.ts checks that zod
 * reads it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: $ZodConfig };
// In place: zod, once loaded, holds this very object.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
