import { act } from "@testing-library/react";

type Settle = { resolve: (response: Response) => void; reject: (reason: unknown) => void };

/**
 * Stands in for `fetch`, which jsdom lacks. Every request stays pending (a provider that does not answer) until the
 * test answers it (a provider that is there) or fails it (refused connection, unknown host), and an aborted request
 * rejects as the browser's does. Install it before rendering; `uninstall` in afterEach.
 */
export function installFakeFetch() {
  const pending: Settle[] = [];
  const fetch = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        pending.push({ resolve, reject });
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
  Object.defineProperty(globalThis, "fetch", { value: fetch, configurable: true, writable: true });

  // Settles what is pending, and lets the components take the news in.
  const settleAll = (settle: (request: Settle) => void) =>
    act(async () => {
      pending.splice(0).forEach(settle);
      await Promise.resolve();
    });

  return {
    fetch,
    /** Any response, as a no-cors request gets it: opaque, status 0. */
    answer: () => settleAll(({ resolve }) => resolve({ type: "opaque", status: 0, ok: false } as Response)),
    fail: () => settleAll(({ reject }) => reject(new TypeError("Failed to fetch"))),
    uninstall: () => {
      delete (globalThis as { fetch?: unknown }).fetch;
    },
  };
}

export type FakeFetch = ReturnType<typeof installFakeFetch>;
