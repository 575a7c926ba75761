import { userFixture } from '@coffer/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { accountGate } from './account-gate';
import { MASKED_UNKNOWN_EMAIL, maskEmail } from './mask-email';

const confirmationOn = { require_email_confirmation: true };
const confirmationOff = { require_email_confirmation: false };
const unverified = userFixture({ email_verified_at: null });
const banned = userFixture({ banned_at: '2026-02-01T00:00:00.000Z' });

describe('account gating', () => {
  it('given a verified, unbanned user or a guest, opens the normal app', () => {
    expect(accountGate(userFixture(), confirmationOn)).toBeNull();
    expect(accountGate(null, confirmationOn)).toBeNull();
  });

  it('given an unverified user and confirmation required, allows only the verify screen', () => {
    expect(accountGate(unverified, confirmationOn)).toBe('verify-email');
  });

  it('given an unverified user and confirmation not required, opens the normal app', () => {
    expect(accountGate(unverified, confirmationOff)).toBeNull();
  });

  it('given a banned user, allows only the suspended screen', () => {
    expect(accountGate(banned, confirmationOn)).toBe('suspended');
    expect(accountGate(banned, confirmationOff)).toBe('suspended');
  });

  it('given a banned and unverified user with confirmation required, verification comes first', () => {
    expect(accountGate({ ...banned, email_verified_at: null }, confirmationOn)).toBe(
      'verify-email',
    );
  });
});

describe('masked email', () => {
  it('keeps the first two characters of the local part, four asterisks and the domain', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('ad****@example.com');
  });

  it('given a one-character local part, keeps that character', () => {
    expect(maskEmail('a@b.co')).toBe('a****@b.co');
  });

  it('given no email, shows a fixed run of asterisks', () => {
    expect(maskEmail()).toBe(MASKED_UNKNOWN_EMAIL);
    expect(maskEmail(null)).toBe('********');
    expect(maskEmail('')).toBe('********');
  });
});
