import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client';
import { AUTOSAVE_MS, useAutosave, type AutosaveOptions } from './useAutosave';

/** A save whose calls can be resolved or rejected one by one. */
function controlledSave<T>() {
  const calls: { value: T; previous: T; resolve: (v?: T) => void; reject: (e: unknown) => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  const save = vi.fn(
    (value: T, previous: T) =>
      new Promise<T | void>((resolve, reject) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        calls.push({
          value,
          previous,
          resolve: (v) => {
            running -= 1;
            resolve(v);
          },
          reject: (e) => {
            running -= 1;
            reject(e);
          },
        });
      }),
  );
  return { save, calls, maxRunning: () => maxRunning };
}

function setup<T>(initial: T, options: Partial<AutosaveOptions<T>> & Pick<AutosaveOptions<T>, 'save'>) {
  return renderHook((props: { value: T }) => useAutosave({ saved: initial, delay: AUTOSAVE_MS.answer, ...options, value: props.value }), {
    initialProps: { value: initial },
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, 1000 ms after the last change, with the latest value', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender } = setup<string>('', { save });
    rerender({ value: 'W' });
    await advance(600);
    rerender({ value: 'We' });
    await advance(600);
    rerender({ value: 'We teach' });
    await advance(999);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('We teach', '');
  });

  it('waits 2000 ms when given the table delay', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender } = setup<number>(0, { save, delay: AUTOSAVE_MS.table });
    rerender({ value: 5 });
    await advance(1999);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does not save a value that is back to the saved one', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender, result } = setup<string>('Literacy', { save });
    rerender({ value: 'Literacy!' });
    expect(result.current.dirty).toBe(true);
    await advance(500);
    rerender({ value: 'Literacy' });
    expect(result.current.dirty).toBe(false);
    await advance(5000);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('shows saving while the save runs, then saved for 2 seconds, then nothing', async () => {
    const { save, calls } = controlledSave<string>();
    const { rerender, result } = setup<string>('', { save });
    rerender({ value: 'Reading' });
    await advance(1000);
    expect(result.current.status).toBe('saving');
    await act(async () => calls[0].resolve());
    expect(result.current.status).toBe('saved');
    expect(result.current.dirty).toBe(false);
    await advance(1999);
    expect(result.current.status).toBe('saved');
    await advance(1);
    expect(result.current.status).toBe('idle');
  });

  it('never runs two saves at once: a change made during a save is saved after it', async () => {
    const { save, calls, maxRunning } = controlledSave<string>();
    const { rerender, result } = setup<string>('', { save });
    rerender({ value: 'first' });
    await advance(1000);
    expect(calls).toHaveLength(1);
    rerender({ value: 'second' });
    await advance(1000);
    rerender({ value: 'third' });
    await advance(1000);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve());
    expect(calls).toHaveLength(2);
    expect(calls[1].value).toBe('third');
    expect(calls[1].previous).toBe('first');
    await act(async () => calls[1].resolve());
    expect(result.current.status).toBe('saved');
    expect(maxRunning()).toBe(1);
    await advance(10_000);
    expect(calls).toHaveLength(2);
  });

  it('takes the value the save resolves to as the saved one', async () => {
    type Row = { key: string; id: string | null; name: string };
    const { save, calls } = controlledSave<Row[]>();
    const equals = (a: Row[], b: Row[]) => JSON.stringify(a.map((r) => r.name)) === JSON.stringify(b.map((r) => r.name));
    const start: Row[] = [];
    const { rerender } = setup(start, { save, equals, delay: AUTOSAVE_MS.table });
    const added = [{ key: 'k1', id: null, name: 'Books' }];
    rerender({ value: added });
    await advance(2000);
    await act(async () => calls[0].resolve([{ key: 'k1', id: 'srv1', name: 'Books' }]));
    rerender({ value: [{ key: 'k1', id: null, name: 'Books' }, { key: 'k2', id: null, name: 'Rent' }] });
    await advance(2000);
    expect(calls[1].previous).toEqual([{ key: 'k1', id: 'srv1', name: 'Books' }]);
  });

  it('flush saves a change at once and resolves true', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender, result } = setup<string>('', { save });
    rerender({ value: 'Mission' });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(true);
    expect(save).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('flush resolves true without saving when nothing changed', async () => {
    const save = vi.fn(async () => undefined);
    const { result } = setup<string>('Mission', { save });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('flush waits for a running save and then sends the newer change', async () => {
    const { save, calls } = controlledSave<string>();
    const { rerender, result } = setup<string>('', { save });
    rerender({ value: 'one' });
    await advance(1000);
    rerender({ value: 'one two' });
    let flushed: Promise<boolean> | undefined;
    act(() => {
      flushed = result.current.flush();
    });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0].resolve());
    expect(calls).toHaveLength(2);
    expect(calls[1].value).toBe('one two');
    await act(async () => calls[1].resolve());
    await expect(flushed).resolves.toBe(true);
  });

  it('flush resolves false when the save fails, and the error is kept for the page', async () => {
    const failure = new ApiError(500, 'Internal error', null);
    const save = vi.fn(async () => {
      throw failure;
    });
    const { rerender, result } = setup<string>('', { save });
    rerender({ value: 'Vision' });
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(false);
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBe(failure);
    expect(result.current.dirty).toBe(true);
  });

  it('tries again on the next change after a failed save', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new ApiError(0, 'Failed to fetch', null);
    });
    const { rerender, result } = setup<string>('', { save });
    rerender({ value: 'a' });
    await advance(1000);
    expect(result.current.status).toBe('error');
    await advance(5000);
    expect(save).toHaveBeenCalledTimes(1);
    fail = false;
    rerender({ value: 'ab' });
    await advance(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
    expect(result.current.error).toBeNull();
  });

  it('stops saving on a 409 conflict until the page resets to the server version, keeping the text', async () => {
    const { save, calls } = controlledSave<string>();
    const { rerender, result } = setup<string>('server text', { save });
    rerender({ value: 'my text' });
    await advance(1000);
    await act(async () => calls[0].reject(new ApiError(409, 'Changed by someone else', null)));
    expect(result.current.status).toBe('conflict');
    rerender({ value: 'my text, longer' });
    await advance(5000);
    expect(calls).toHaveLength(1);
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.flush();
    });
    expect(ok).toBe(false);
    expect(calls).toHaveLength(1);

    act(() => result.current.reset('their newer text'));
    expect(result.current.status).toBe('idle');
    await advance(1000);
    expect(calls).toHaveLength(2);
    expect(calls[1].value).toBe('my text, longer');
    expect(calls[1].previous).toBe('their newer text');
  });

  it('saves nothing automatically while disabled', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender } = setup<string>('', { save, enabled: false });
    rerender({ value: 'typed while loading' });
    await advance(5000);
    expect(save).not.toHaveBeenCalled();
  });

  it('sends a waiting change when the page unmounts', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender, unmount } = setup<string>('', { save });
    rerender({ value: 'last words' });
    await advance(300);
    unmount();
    expect(save).toHaveBeenCalledWith('last words', '');
  });

  it('sends nothing on unmount when asked not to', async () => {
    const save = vi.fn(async () => undefined);
    const { rerender, unmount } = setup<string>('', { save, saveOnUnmount: false });
    rerender({ value: 'draft' });
    unmount();
    await advance(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
