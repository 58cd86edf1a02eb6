import type { PageContextServer } from 'vike/types';
import { crossBorderHeaders } from '../../src/features/cross-border/server/cross-border-csp.js';
import type { Data } from './+data.js';

// The provider's helper script runs on this page only: its origin joins the page's script-src.
// (main.ts settles NODE_ENV from --dev before anything starts.)
export const headersResponse = (pageContext: PageContextServer) =>
  crossBorderHeaders((pageContext.data as Data | undefined)?.helper.scriptSrc ?? null, {
    dev: process.env['NODE_ENV'] === 'development',
  });
