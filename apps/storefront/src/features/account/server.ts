// The account feature's server-side entry: the registration fields a site asks for, which
// the my-account page's data reuses.
export { registrationFieldsOf } from './server/account.js';
