import { resolveServerConfig } from './server-config.js';
import { startShellServer } from './shell-server.js';

const config = resolveServerConfig(process.env);
const server = await startShellServer(config.port, config.host);
console.log(JSON.stringify({ level: 'info', msg: 'storefront listening', port: config.port }));

function shutdown(signal: string): void {
  console.log(JSON.stringify({ level: 'info', msg: 'shutting down', signal }));
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
