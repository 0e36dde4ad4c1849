import { act, render, screen } from "@testing-library/react";
import { useNearViewport } from "./useNearViewport";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: Callback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean, intersectionRatio: number) {
    act(() => this.callback([{ isIntersecting, intersectionRatio }]));
  }
}

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>({ threshold: 0.1, rootMargin: "100px", delayMs: 100 });
  return (
    <div ref={ref} data-testid="probe">
      {near ? "near" : "far"}
    </div>
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.instances = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
});

it("starts watching 100ms after mount, with a 10% threshold and a 100px margin", () => {
  render(<Probe />);
  act(() => jest.advanceTimersByTime(99));
  expect(FakeObserver.instances).toHaveLength(0);
  act(() => jest.advanceTimersByTime(1));
  expect(FakeObserver.instances).toHaveLength(1);
  expect(FakeObserver.instances[0]!.options).toEqual({ threshold: 0.1, rootMargin: "100px" });
  expect(FakeObserver.instances[0]!.observed).toEqual([screen.getByTestId("probe")]);
});

it("turns near once the element is 10% inside, and stays near", () => {
  render(<Probe />);
  act(() => jest.advanceTimersByTime(100));
  const observer = FakeObserver.instances[0]!;
  observer.report(false, 0);
  observer.report(true, 0.05);
  expect(screen.getByTestId("probe")).toHaveTextContent("far");
  observer.report(true, 0.1);
  expect(screen.getByTestId("probe")).toHaveTextContent("near");
  expect(observer.disconnected).toBe(true);
  act(() => jest.advanceTimersByTime(1000));
  expect(FakeObserver.instances).toHaveLength(1);
  expect(screen.getByTestId("probe")).toHaveTextContent("near");
});

it("stops the timer when unmounted before it fires", () => {
  const { unmount } = render(<Probe />);
  unmount();
  act(() => jest.advanceTimersByTime(200));
  expect(FakeObserver.instances).toHaveLength(0);
});

it("counts as near where the browser has no IntersectionObserver", () => {
  delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<Probe />);
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByTestId("probe")).toHaveTextContent("near");
});
