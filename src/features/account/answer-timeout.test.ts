import { AUTH_ANSWER_TIMEOUT_MS, NO_ANSWER_CODE, withAnswerTimeout } from "./answer-timeout";

describe("withAnswerTimeout", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("gives up after 10 seconds without an answer, not a millisecond earlier", async () => {
    expect(AUTH_ANSWER_TIMEOUT_MS).toBe(10_000);
    const outcome = jest.fn();
    withAnswerTimeout(new Promise(() => undefined)).catch(outcome);
    await jest.advanceTimersByTimeAsync(AUTH_ANSWER_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ code: NO_ANSWER_CODE }));
  });

  it("passes on an answer in time, or the provider's own error, and leaves no timer behind", async () => {
    await expect(withAnswerTimeout(Promise.resolve("user"))).resolves.toBe("user");
    await expect(withAnswerTimeout(Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    expect(jest.getTimerCount()).toBe(0);
  });
});
