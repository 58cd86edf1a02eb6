/** Bundles src/cli.ts into one runnable ESM file; resolves to its path. */
export function bundleSandbox(outfile?: string): Promise<string>;
