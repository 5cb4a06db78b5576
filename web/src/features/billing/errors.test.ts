import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { paymentErrorMessage } from './errors';
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
