export { DEFAULT_PORT, resolveServerConfig, type ServerConfig } from './server/server-config.js';
export { createApp, type AppDeps } from './server/app.js';
export { startHttpServer, type StartOptions, type RunningServer } from './server/start.js';
