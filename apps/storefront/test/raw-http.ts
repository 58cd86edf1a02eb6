// HTTP exactly as an attacker types it (curl --path-as-is): the request line and headers go
// over a plain socket, byte for byte, so no client normalises '..', '%2e' or bad characters.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie line. */
  setCookies: string[];
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Header lines as raw bytes (to send CR/LF or non-Latin-1 inside a value). */
  rawHeaderLines?: Buffer[];
}

export function rawRequest(origin: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(30_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const head = headEnd === -1 ? text : text.slice(0, headEnd);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      const setCookies: string[] = [];
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        if (name === 'set-cookie') setCookies.push(value);
        headers[name] = value;
      }
      let body = headEnd === -1 ? '' : text.slice(headEnd + 4);
      if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        setCookies,
        body: Buffer.from(body, 'latin1').toString('utf8'),
      });
    });
    socket.on('connect', () => {
      const body = request.body === undefined ? undefined : Buffer.from(request.body);
      const headers: Record<string, string> = {
        host,
        connection: 'close',
        ...(body ? { 'content-length': String(body.length) } : {}),
        ...request.headers,
      };
      const head = [
        `${request.method ?? 'GET'} ${request.path} HTTP/1.1`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ].join('\r\n');
      const parts: Buffer[] = [Buffer.from(`${head}\r\n`, 'latin1')];
      for (const line of request.rawHeaderLines ?? []) parts.push(line, Buffer.from('\r\n'));
      parts.push(Buffer.from('\r\n'));
      if (body) parts.push(body);
      // Written, not ended: a half-close would read as a shopper who went away.
      socket.write(Buffer.concat(parts));
    });
  });
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return out;
    const size = parseInt(rest.slice(0, lineEnd), 16);
    if (!size) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}
