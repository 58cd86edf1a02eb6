// `npm run sandbox` / `npm run sandbox:reset`: bundle, then run the sandbox in this process.
import { pathToFileURL } from 'node:url';
import { bundleSandbox } from './bundle-sandbox.mjs';

const file = await bundleSandbox();
await import(pathToFileURL(file).href);
