export type Platform = 'WEB' | 'APP';

/** Header names are configurable because the back-end prefixes them with the brand key. */
export interface PlatformHeaderNames {
  channel: string;
  kioskStore: string;
  kioskInstance: string;
  siteType: string;
  /** The site-type header value that marks the corporate site. */
  corporateValue: string;
}

export function platformHeaderNames(brandKey = 'ATELIER'): PlatformHeaderNames {
  const key = brandKey.toLowerCase();
  return {
    channel: `x-${key}-channel`,
    kioskStore: `x-${key}-kiosk-store`,
    kioskInstance: `x-${key}-kiosk-instance`,
    siteType: `x-${key}-site-type`,
    corporateValue: 'corporate',
  };
}

export interface PlatformContext {
  platform: Platform;
  kiosk: boolean;
  corporate: boolean;
}

type Headers = Readonly<Record<string, string | readonly string[] | undefined>>;

function header(headers: Headers, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value[0];
  }
  return undefined;
}

/** APP when the channel header exists and is not WEB; kiosk needs both kiosk headers. */
export function platformFromHeaders(
  headers: Headers,
  names: PlatformHeaderNames = platformHeaderNames(),
): PlatformContext {
  const channel = header(headers, names.channel);
  const store = header(headers, names.kioskStore);
  const instance = header(headers, names.kioskInstance);
  const siteType = header(headers, names.siteType);
  return {
    platform: channel !== undefined && channel.trim().toUpperCase() !== 'WEB' ? 'APP' : 'WEB',
    kiosk: Boolean(store) && Boolean(instance),
    corporate: siteType !== undefined && siteType.trim().toLowerCase() === names.corporateValue,
  };
}
