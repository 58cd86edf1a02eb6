import type { RegistrationFields } from '../account-view.js';

/** What the registration form holds while the shopper types. */
export interface RegistrationDraft {
  email: string;
  name: string;
  surname: string;
  secondLastName: string;
  phone: string;
  birthDate: string;
  nationalId: string;
  password: string;
  newsletter: boolean;
  loyaltyTerms: boolean;
  privacy: boolean;
}

/** The back-end's minimum (sandbox users.ts passwordSchema); the form says it before sending. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The label key of each field's problem before sending; an empty object lets it go. Field
 * rules beyond presence are the back-end's (docs/product/accounts.md §3.2: "not shown").
 */
export function registrationProblems(
  draft: RegistrationDraft,
  fields: RegistrationFields,
  looksLikeEmail: (value: string) => boolean,
): Partial<Record<keyof RegistrationDraft, string>> {
  const problems: Partial<Record<keyof RegistrationDraft, string>> = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(draft.email)) problems.email = 'accountFieldRequired';
  else if (!looksLikeEmail(draft.email.trim())) problems.email = 'invalidEmail';
  if (blank(draft.name)) problems.name = 'accountFieldRequired';
  if (blank(draft.surname)) problems.surname = 'accountFieldRequired';
  if (fields.nationalId === 'required' && blank(draft.nationalId))
    problems.nationalId = 'accountFieldRequired';
  if (draft.password.length < MIN_PASSWORD_LENGTH) problems.password = 'accountPasswordShort';
  if (!draft.privacy) problems.privacy = 'accountPrivacyRequired';
  return problems;
}

/**
 * The analytics rule each problem stands for (docs/product/consent.md §3.4: form errors as rule +
 * field).
 */
const RULE_OF_PROBLEM: Readonly<Record<string, string>> = {
  accountFieldRequired: 'required',
  invalidEmail: 'email',
  accountPasswordShort: 'minLength',
  accountPrivacyRequired: 'required',
};

/** The form's problems as the rule + field pairs analytics reports, in the form's order. */
export function registrationErrorRules(
  problems: Partial<Record<keyof RegistrationDraft, string>>,
): { rule: string; field: string }[] {
  return Object.entries(problems).flatMap(([field, key]) =>
    key ? [{ rule: RULE_OF_PROBLEM[key] ?? 'invalid', field }] : [],
  );
}
