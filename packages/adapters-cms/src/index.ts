export { DEFAULT_CMS_TIMEOUT_MS, resolveCmsConfig, type CmsConfig } from './cms-config.js';
