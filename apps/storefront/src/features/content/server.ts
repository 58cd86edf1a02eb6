// The content feature's server-side entry: the contact form's endpoint.
export { caseSystem, contactApi } from './server/contact-api.js';
