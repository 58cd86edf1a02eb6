// The content feature's server-side entry: the contact form's endpoint.
export { CONTACT_LIMIT, caseSystem, contactApi } from './server/contact-api.js';
