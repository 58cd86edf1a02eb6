export { DEFAULT_PORT, resolveServerConfig, type ServerConfig } from './server-config.js';
export { handleShellRequest, startShellServer } from './shell-server.js';
