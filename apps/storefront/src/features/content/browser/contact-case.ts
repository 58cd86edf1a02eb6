/** What the help page's contact form sends (docs/product/content.md §7.3). */
export interface ContactCase {
  email: string;
  name: string;
  /** The case system files the case under category levels chosen by this number. */
  reason: number;
  message: string;
  orderCode?: string;
}

/**
 * Files a contact-form case: the form goes as multipart FormData to the storefront's
 * `/api/contact/{site}`, which adds the levels, country and organisation id and posts the
 * case system's web-to-case form. Answers the case id ('' when the case system gives none),
 * or null when the case was refused or could not be sent.
 */
export async function sendContactCase(site: string, input: ContactCase): Promise<string | null> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('reason', String(input.reason));
  form.append('message', input.message);
  if (input.orderCode) form.append('orderCode', input.orderCode);
  try {
    const answer = await fetch(`/api/contact/${site}`, { method: 'POST', body: form });
    if (!answer.ok) return null;
    const body = (await answer.json().catch(() => ({}))) as { caseId?: unknown };
    return typeof body.caseId === 'string' ? body.caseId : '';
  } catch {
    return null;
  }
}
