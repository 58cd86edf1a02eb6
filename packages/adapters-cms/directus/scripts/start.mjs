// Bootstraps when needed, then serves Directus on 127.0.0.1 (CMS_DIRECTUS_PORT, default 8055).
import { directusEnv } from './env.mjs';
import { runDirectus } from './run.mjs';

const env = directusEnv();
const bootstrapped = await runDirectus(['bootstrap'], env);
if (bootstrapped !== 0) process.exit(bootstrapped);
console.log(`Directus on ${env.PUBLIC_URL} (admin ${env.ADMIN_EMAIL})`);
process.exit(await runDirectus(['start'], env));
