/**
 * The origin form (`/path?query`) of a request target. An absolute-form target
 * (`http://host/path?query`, RFC 9112 3.2.2) becomes its path and query; the host in it is
 * ignored (the Host header says where the request went). Anything else is left as it came,
 * for the path checks to refuse.
 */
export function originForm(target: string): string {
  if (target.startsWith('/') || !/^https?:\/\//i.test(target)) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return target;
  }
}
