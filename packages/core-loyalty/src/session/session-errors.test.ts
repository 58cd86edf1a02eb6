import { describe, expect, it } from 'vitest';
import {
  classifyLoginError,
  classifyRegistrationError,
  isInvalidTokenError,
} from './session-errors.js';

describe('session errors', () => {
  it('reads invalid_grant as a wrong account wherever it sits', () => {
    expect(
      classifyLoginError({ error: 'invalid_grant', error_description: 'Bad credentials' }),
    ).toBe('wrongAccount');
    expect(classifyLoginError({ status: 400, data: { error: 'invalid_grant' } })).toBe(
      'wrongAccount',
    );
    expect(classifyLoginError(new Error('invalid_grant'))).toBe('wrongAccount');
  });
  it('reads anything else as unexpected', () => {
    expect(classifyLoginError(new Error('timeout'))).toBe('unexpectedError');
    expect(classifyLoginError(null)).toBe('unexpectedError');
    expect(classifyLoginError(42)).toBe('unexpectedError');
  });
  it('recognises a rejected token', () => {
    expect(
      isInvalidTokenError({
        errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }],
      }),
    ).toBe(true);
    expect(isInvalidTokenError({ error: 'invalid_token' })).toBe(true);
    expect(isInvalidTokenError({ error: 'invalid_grant' })).toBe(true);
    expect(isInvalidTokenError(new Error('fetch failed'))).toBe(false);
  });
  it('maps the registration error codes', () => {
    const withCode = (errorCode: string) => ({
      data: { errors: [{ errorCode, type: 'ValidationError' }] },
    });
    expect(classifyRegistrationError(withCode('users-user.duplicateUid-002'))).toBe(
      'duplicateEmail',
    );
    expect(classifyRegistrationError(withCode('users-user.duplicateUid-005'))).toBe(
      'duplicatePhone',
    );
    expect(classifyRegistrationError(withCode('users-user.validationError-002'))).toBe(
      'validation',
    );
    expect(classifyRegistrationError(new Error('boom'))).toBe('unexpected');
  });
  it('reads a refused captcha token as its own kind, so the shopper can simply try again', () => {
    expect(
      classifyRegistrationError({
        data: { errors: [{ type: 'CaptchaError', message: 'expired', reason: 'expired' }] },
      }),
    ).toBe('captcha');
  });
});
