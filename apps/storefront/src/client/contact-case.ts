import { postToCommerce } from './commerce-post.js';

/** What the help page's contact form sends (spec 3, contact form). */
export interface ContactCase {
  email: string;
  name: string;
  /** The case system files the case under category levels chosen by this number. */
  reason: number;
  message: string;
  country: string;
  orderCode?: string;
}

/**
 * Files a contact-form case with the commerce back-end's case endpoint (`POST
 * /contact/cases`), through the storefront's commerce proxy; answers the case id, or null
 * when the back-end refused or could not be reached. The back-end validates again.
 */
export async function sendContactCase(site: string, input: ContactCase): Promise<string | null> {
  const answer = (await postToCommerce(site, '/contact/cases', input)) as {
    caseId?: unknown;
  } | null;
  return typeof answer?.caseId === 'string' && answer.caseId !== '' ? answer.caseId : null;
}
