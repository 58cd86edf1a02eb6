export {
  DEFAULT_HTTP_TIMEOUT_MS,
  resolveCommerceConfig,
  type CommerceConfig,
} from './commerce-config.js';
