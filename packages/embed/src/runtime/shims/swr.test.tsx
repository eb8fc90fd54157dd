// The shim's SWR behaviours that the API client's suites (api-hooks.test.tsx) do not reach: one
// request for every widget showing the same key, a mutate that beats an older answer, revalidation
// when the page regains focus, and SWR's retry after an error.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig } from './swr';

const ownCache = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

/** A fetcher whose answers the test releases one by one. */
function controlledFetcher() {
  const pending: ((value: string) => void)[] = [];
  const fetcher = vi.fn(() => new Promise<string>((resolve) => pending.push(resolve)));
  const answer = async (value: string) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    await act(async () => pending.shift()!(value));
  };
  return { fetcher, answer };
}

afterEach(() => vi.useRealTimers());

describe('the embed SWR shim', () => {
  it('sends one request for two widgets showing the same key, and gives both its answer', async () => {
    const { fetcher, answer } = controlledFetcher();
    const { result } = renderHook(() => [useSWR(['/user'], fetcher), useSWR(['/user'], fetcher)] as const, { wrapper: ownCache });
    expect(result.current[0].isLoading).toBe(true);
    await answer('jane');
    await waitFor(() => expect(result.current[1].data).toBe('jane'));
    expect(result.current[0].data).toBe('jane');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps mutated data over the answer to a request that started before the mutate', async () => {
    const { fetcher, answer } = controlledFetcher();
    const { result } = renderHook(() => useSWR('/settings', fetcher), { wrapper: ownCache });
    await act(async () => {
      await result.current.mutate('saved', { revalidate: false });
    });
    await answer('stale');
    expect(result.current.data).toBe('saved');
  });

  it('revalidates when the page regains focus, at most once per focus interval', async () => {
    let calls = 0;
    const fetcher = vi.fn(async () => `answer ${++calls}`);
    const { result } = renderHook(() => useSWR('/points', fetcher, { dedupingInterval: 0, focusThrottleInterval: 60_000 }), {
      wrapper: ownCache,
    });
    await waitFor(() => expect(result.current.data).toBe('answer 1'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(result.current.data).toBe('answer 2'));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("retries a failed request after SWR's backoff, and stops when told not to retry", async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const { result } = renderHook(() => useSWR('/hazards', fetcher, { errorRetryInterval: 1000 }), { wrapper: ownCache });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(result.current.error).toEqual(new Error('down'));
    // (random + 0.5) × 2 × interval: between 1 and 3 seconds for the first retry.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(result.current.data).toBe('up');
    expect(result.current.error).toBeUndefined();

    const failing = vi.fn().mockRejectedValue(new Error('down'));
    renderHook(() => useSWR('/quiet', failing, { shouldRetryOnError: false }), { wrapper: ownCache });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
