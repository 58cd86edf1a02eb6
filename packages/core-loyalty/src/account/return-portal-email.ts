/**
 * The e-mail to file a return with. Return-portal users have a uid of the form
 * `prefix|e-mail`; the e-mail is what follows the first pipe (an e-mail's local part may itself
 * hold a pipe; the prefix, an id, never does). Other uids are the e-mail.
 */
export function returnPortalEmail(uid: string): string {
  const pipe = uid.indexOf('|');
  return (pipe < 0 ? uid : uid.slice(pipe + 1)).trim();
}
