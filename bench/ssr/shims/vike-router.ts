// The client router is never reached while rendering on the server; the bare build needs
// only its names (see page-context.tsx).
export async function navigate(): Promise<void> {}
export async function reload(): Promise<void> {}
export async function prefetch(): Promise<void> {}
