import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { OccErrorEnvelope } from '@atelier/adapters-commerce/wire';
import type { FaultInjector } from './faults.js';
import { sendJson } from './http.js';

/**
 * Applies the first fault rule matching the request (faults.ts): a delay, a dropped
 * connection, an error status or a malformed body. The fault endpoints themselves are never
 * broken, so a test can always clear them. True means the fault answered and the exchange is over.
 */
export async function applyFault(
  faults: FaultInjector,
  req: IncomingMessage,
  res: ServerResponse,
  method: string,
  path: string,
): Promise<boolean> {
  const fault = path.startsWith('/sandbox/faults') ? undefined : faults.match(method, path);
  if (fault?.latencyMs) await sleep(fault.latencyMs);
  if (fault?.drop) {
    req.socket.destroy();
    return true;
  }
  if (fault?.status) {
    const envelope: OccErrorEnvelope = {
      errors: [{ type: 'InjectedFault', message: `Injected status ${fault.status}` }],
    };
    sendJson(res, fault.status, envelope);
    return true;
  }
  if (fault?.malformed) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"errors": [ this is not json');
    return true;
  }
  return false;
}
