import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRequest } from './useRequest';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('is pending while the request runs, then holds its answer and calls onSuccess with the variables', async () => {
    const call = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useRequest((v: number) => (v === 1 ? call.promise : Promise.reject(new Error())), { onSuccess }));
    expect(result.current.isPending).toBe(false);
    act(() => result.current.mutate(1));
    expect(result.current.isPending).toBe(true);
    await act(async () => call.resolve('done'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, isError: false, data: 'done' });
    expect(onSuccess).toHaveBeenCalledWith('done', 1);
  });

  it('holds the error and calls onError with the variables', async () => {
    const failure = new Error('no');
    const onError = vi.fn();
    const { result } = renderHook(() => useRequest((email: string) => (email ? Promise.reject(failure) : Promise.resolve('')), { onError }));
    await act(async () => result.current.mutate('a@b.co'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: true, error: failure });
    expect(onError).toHaveBeenCalledWith(failure, 'a@b.co');
  });

  it('ignores the answer of a call that a newer call replaced', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useRequest(() => calls.shift()!.promise, { onSuccess }));
    act(() => result.current.mutate(undefined));
    act(() => result.current.mutate(undefined));
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(result.current.data).toBe('second');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
