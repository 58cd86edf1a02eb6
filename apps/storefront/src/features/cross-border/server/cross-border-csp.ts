// The cross-border checkout page loads its provider's helper script from the provider's own
// host (docs/product/cross-border.md §2). Every other page allows only the shop's scripts; this
// page's Content-Security-Policy also allows that one origin, and only over https.
import { contentSecurityPolicy } from '../../../server/security-headers.js';

/**
 * The page's own headers: none without a helper to load, or for the sandbox stand-in's script
 * on this origin (a path: the shop-wide policy's script-src 'self' covers it, ADR 0054).
 */
export function crossBorderHeaders(
  scriptSrc: string | null,
  options: { dev: boolean },
): Record<string, string> {
  if (scriptSrc === null) return {};
  let origin: string;
  try {
    const url = new URL(scriptSrc);
    if (url.protocol !== 'https:') return {};
    origin = url.origin;
  } catch {
    return {};
  }
  return {
    'content-security-policy': contentSecurityPolicy({ dev: options.dev, scriptOrigins: [origin] }),
  };
}
