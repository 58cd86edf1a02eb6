// A fetch that keeps the cookies the storefront sets and sends them back, as a browser tab
// would (Node's fetch has no cookie jar): what the proxy's httpOnly token cookie needs in
// tests that sign in for real.
export interface CookieJarFetch {
  fetch: typeof fetch;
  /** The cookies held now, by name. */
  cookies(): Record<string, string>;
  /** Puts a cookie in the jar by hand (an attacker's forged one, for instance). */
  set(name: string, value: string): void;
}

export function cookieJarFetch(): CookieJarFetch {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };
  const send: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0)
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    keep(response);
    return response;
  };
  return {
    fetch: send,
    cookies: () => Object.fromEntries(jar),
    set: (name, value) => void jar.set(name, value),
  };
}
