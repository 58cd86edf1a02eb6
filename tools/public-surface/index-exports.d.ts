export function indexExports(indexUrl: URL): string[];
export function holdsOnlyReExports(indexUrl: URL): boolean;
