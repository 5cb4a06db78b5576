import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestStepValidation, useStepValidator, VALIDATE_STEP_EVENT, type StepVerdict, type ValidateStepDetail } from './stepValidation';

afterEach(() => vi.useRealTimers());

describe('validate-step protocol (spec §4)', () => {
  it('approves at once when no page has rules', async () => {
    await expect(requestStepValidation('/steps/a/b')).resolves.toBe('valid');
  });

  it('takes the answer of a page with rules', async () => {
    const { unmount } = renderHook(() => useStepValidator(() => 'invalid'));
    await expect(requestStepValidation('/steps/a/b')).resolves.toBe('invalid');
    unmount();
    await expect(requestStepValidation('/steps/a/b')).resolves.toBe('valid');
  });

  it('waits for an asynchronous answer, and "stay" keeps the page', async () => {
    renderHook(() => useStepValidator(async (): Promise<StepVerdict> => 'stay'));
    await expect(requestStepValidation('/steps/a/b')).resolves.toBe('stay');
  });

  it('counts as valid when the page does not answer within 1 second', async () => {
    vi.useFakeTimers();
    const listener = (e: Event) => (e as CustomEvent<ValidateStepDetail>).detail.claim();
    window.addEventListener(VALIDATE_STEP_EVENT, listener);
    let verdict: string | null = null;
    void requestStepValidation('/steps/a/b').then((v) => {
      verdict = v;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(verdict).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(verdict).toBe('valid');
    window.removeEventListener(VALIDATE_STEP_EVENT, listener);
  });

  it('waits past 1 second for a page that answered with a save still running', async () => {
    vi.useFakeTimers();
    renderHook(() =>
      useStepValidator(() => new Promise<StepVerdict>((resolve) => window.setTimeout(() => resolve('invalid'), 3000))),
    );
    let verdict: string | null = null;
    void requestStepValidation('/steps/a/b').then((v) => {
      verdict = v;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(verdict).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(verdict).toBe('invalid');
  });

  it('treats a validator that throws as invalid', async () => {
    renderHook(() =>
      useStepValidator(() => {
        throw new Error('boom');
      }),
    );
    await expect(requestStepValidation('/steps/a/b')).resolves.toBe('invalid');
  });
});
