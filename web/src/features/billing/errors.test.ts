import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';
import * as S from '../../generated/messages';
import { paymentErrorMessage, redeemFailure } from './errors';

import { FALLBACK_PLANS, pricesOf, termOptionText } from './plans';

const err = (status: number, error = 'x') => new ApiError(status, error, { error });

describe('Payment Error dialog messages (spec §8)', () => {
  it('network', () => {
    expect(paymentErrorMessage(new ApiError(0, 'Failed to fetch', null))).toEqual({
      message: 'Network error. Please check your internet connection and try again.',
      expired: false,
    });
  });
  it('401 or Unauthorized expires the session', () => {
    const expected = { message: 'Your session has expired. Please log in again.', expired: true };
    expect(paymentErrorMessage(err(401))).toEqual(expected);
    expect(paymentErrorMessage(err(400, 'Unauthorized'))).toEqual(expected);
  });
  it('422, 500, payment service, default', () => {
    expect(paymentErrorMessage(err(422, 'Invalid plan selection')).message).toBe('Invalid plan selection. Please try again.');
    expect(paymentErrorMessage(err(500)).message).toBe('Server error. Please try again later or contact support.');
    expect(paymentErrorMessage(err(502)).message).toBe('Payment service error. Please try again or contact support.');
    expect(paymentErrorMessage(err(400, 'Stripe rejected the request')).message).toBe(
      'Payment service error. Please try again or contact support.',
    );
    expect(paymentErrorMessage(err(403, 'Only the organization owner can do this.')).message).toBe(
      'Payment processing failed. Please try again.',
    );
  });
});

describe('plan prices', () => {
  it('give the spec texts for Pro', () => {
    const prices = pricesOf(FALLBACK_PLANS[0])!;
    expect(termOptionText(prices, 'month')).toEqual({ title: 'Monthly Plan', detail: '$150 per month, billed monthly' });
    expect(termOptionText(prices, 'year')).toEqual({
      title: 'Yearly Plan',
      detail: '$1,200 per year, billed annually',
      badge: 'Save $600',
    });
  });
  it('treat a plan without price as Contact Us', () => {
    expect(pricesOf(FALLBACK_PLANS[1])).toBeNull();
  });
});

describe('why a licence code was not redeemed (issue 18 §3)', () => {
  it('puts a refused code (422) under the field, in the server’s words', () => {
    const e = new ApiError(422, S.LICENCE_FULL, { error: S.LICENCE_FULL, errors: { code: [S.LICENCE_FULL] } });
    expect(redeemFailure(e)).toEqual({ field: S.LICENCE_FULL });
    expect(redeemFailure(new ApiError(422, M.FIELD_REQUIRED, { error: M.FIELD_REQUIRED }))).toEqual({ field: M.FIELD_REQUIRED });
  });
  it('shows a refused organization (409), a wait (429) or a refusal (403) above the button', () => {
    expect(redeemFailure(err(409, S.LICENCE_SPONSORED_ELSEWHERE))).toEqual({ form: S.LICENCE_SPONSORED_ELSEWHERE });
    expect(redeemFailure(new ApiError(429, S.LICENCE_GUESSES, { error: S.LICENCE_GUESSES }, 600))).toEqual({
      form: S.LICENCE_GUESSES,
    });
    // A gateway's own 429 says what it says; an answer without words gets the generic one.
    expect(redeemFailure(new ApiError(429, 'Too Many Requests', { message: 'Too Many Requests' }))).toEqual({
      form: 'Too Many Requests',
    });
    expect(redeemFailure(new ApiError(429, 'Request failed with status 429', null))).toEqual({ form: M.SOMETHING_WRONG });
    expect(redeemFailure(err(403, 'Only the organization owner can do this.'))).toEqual({
      form: 'Only the organization owner can do this.',
    });
  });
  it('says to check the connection, that the session expired, or that something went wrong', () => {
    expect(redeemFailure(new ApiError(0, 'Failed to fetch', null))).toEqual({ form: AM.CHECK_CONNECTION });
    expect(redeemFailure(err(401))).toEqual({ form: AM.SESSION_EXPIRED, expired: true });
    expect(redeemFailure(err(500))).toEqual({ form: M.SOMETHING_WRONG });
    expect(redeemFailure(new Error('boom'))).toEqual({ form: M.SOMETHING_WRONG });
  });
});
