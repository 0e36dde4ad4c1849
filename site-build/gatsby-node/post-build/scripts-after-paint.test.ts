/** @jest-environment jsdom */
import { START_SCRIPTS_AFTER_PAINT, startScriptsAfterPaint } from "./scripts-after-paint";

const BUILT = `<html><body><img data-hero-poster alt=""><script id="gatsby-script-loader">window.pagePath="/"</script><script>window.___webpackCompilationHash="1";</script><script src="/webpack-runtime.js" async></script><script src="/app.js" async></script></body></html>`;

describe("startScriptsAfterPaint", () => {
  const html = startScriptsAfterPaint(BUILT);

  it("keeps the bundles' tags in place, inert, so that nothing fetches or runs them before the loader", () => {
    expect(html).toContain('<script type="text/plain" data-after-paint="/webpack-runtime.js"></script>');
    expect(html).toContain('<script type="text/plain" data-after-paint="/app.js"></script>');
    expect(html).not.toMatch(/<script[^>]*\sasync/);
    // A data block (a script of a type browsers do not run) may not have src: HTML's rule.
    expect(html).not.toMatch(/<script type="text\/plain"[^>]*\ssrc=/);
  });

  it("keeps Gatsby's inline scripts before them and adds the loader last", () => {
    expect(html.indexOf("gatsby-script-loader")).toBeLessThan(html.indexOf("/webpack-runtime.js"));
    expect(html).toContain(`<script>${START_SCRIPTS_AFTER_PAINT}</script></body>`);
  });

  it("leaves a page it has already made inert as it is (Gatsby keeps pages it did not rebuild)", () => {
    expect(startScriptsAfterPaint(html)).toBe(html);
  });

  it("makes bundle tags that a second build wrote back inert again, keeping its one loader", () => {
    // Gatsby stitches its scripts slice into a page it did not render again: the live tags come back, the loader stays.
    const writtenAgain = html.replace(
      /<script type="text\/plain" data-after-paint="([^"]+)"><\/script>/g,
      '<script src="$1" async></script>',
    );
    expect(writtenAgain).toMatch(/<script src="\/app.js" async>/);
    const again = startScriptsAfterPaint(writtenAgain);
    expect(again).toBe(html);
    expect(again.split(START_SCRIPTS_AFTER_PAINT).length - 1).toBe(1);
  });

  it("refuses a page without Gatsby's bundle tags or </body>, instead of leaving it as it is", () => {
    expect(() => startScriptsAfterPaint("<html><body><p>hi</p></body></html>")).toThrow(
      /expected Gatsby's bundle tags/,
    );
    expect(() => startScriptsAfterPaint(BUILT.replace(/ async>/g, ">"))).toThrow(/expected Gatsby's bundle tags/);
    expect(() => startScriptsAfterPaint(BUILT.replace("</body>", ""))).toThrow(/expected <\/body>/);
    const loaderLost = startScriptsAfterPaint(BUILT).replace(`<script>${START_SCRIPTS_AFTER_PAINT}</script>`, "");
    expect(() => startScriptsAfterPaint(loaderLost)).toThrow(/expected the loader an earlier build added/);
  });
});

describe("the loader", () => {
  beforeEach(() => {
    document.body.innerHTML = `<img data-hero-poster alt=""><script type="text/plain" data-after-paint="/app.js"></script>`;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const started = () => [...document.querySelectorAll("script:not([type])")].map((s) => s.getAttribute("src"));
  const runLoader = () => new Function(START_SCRIPTS_AFTER_PAINT)();
  const poster = () => document.querySelector("img")!;
  const posterStillLoading = () => Object.defineProperty(poster(), "complete", { value: false });
  const posterDrawn = () => Object.defineProperty(poster(), "naturalWidth", { value: 640 });

  it("starts the bundles only once the poster has loaded and a frame has been drawn, and only once", () => {
    posterStillLoading();
    runLoader();
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    poster().dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual(["/app.js"]);
    jest.advanceTimersByTime(5000);
    expect(started()).toEqual(["/app.js"]);
  });

  it("starts them at once (after a frame) when the poster is already there", () => {
    posterDrawn();
    runLoader();
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(["/app.js"]);
  });

  it("waits for a poster that counts as complete before its picture has chosen a source (no pixels yet)", () => {
    runLoader();
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);
    posterDrawn();
    poster().dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual(["/app.js"]);
  });

  it("where the browser reports its largest paint, waits for the poster's own paint to be shown, not a frame", () => {
    const observers: ((list: { getEntries: () => { element: Element }[] }) => void)[] = [];
    const Observer = Object.assign(
      function (this: object, callback: (typeof observers)[number]) {
        observers.push(callback);
        return Object.assign(this, { observe: () => undefined, disconnect: () => undefined });
      },
      { supportedEntryTypes: ["largest-contentful-paint"] },
    );
    const real = window.PerformanceObserver;
    Object.defineProperty(window, "PerformanceObserver", { value: Observer, configurable: true });
    try {
      posterDrawn();
      runLoader();
      jest.advanceTimersByTime(100);
      expect(started()).toEqual([]);
      // A heading painted first is not the poster.
      observers[0]!({ getEntries: () => [{ element: document.createElement("h1") }] });
      jest.advanceTimersByTime(100);
      expect(started()).toEqual([]);
      observers[0]!({ getEntries: () => [{ element: poster() }] });
      jest.advanceTimersByTime(1);
      expect(started()).toEqual(["/app.js"]);
    } finally {
      Object.defineProperty(window, "PerformanceObserver", { value: real, configurable: true });
    }
  });

  it("does not wait for a poster that never loads for more than 3 s", () => {
    posterStillLoading();
    runLoader();
    jest.advanceTimersByTime(2999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(["/app.js"]);
  });
});

describe("the loader on a page without a poster", () => {
  beforeEach(() => {
    document.body.innerHTML = `<h1>שאלות נפוצות</h1><script type="text/plain" data-after-paint="/app.js"></script>`;
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const started = () => [...document.querySelectorAll("script:not([type])")].map((s) => s.getAttribute("src"));
  const readyState = (state: DocumentReadyState) =>
    Object.defineProperty(document, "readyState", { value: state, configurable: true });

  it("starts the bundles once the page has loaded (its pictures and fonts) and a frame has been drawn", () => {
    readyState("loading");
    new Function(START_SCRIPTS_AFTER_PAINT)();
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual(["/app.js"]);
  });

  it("waits for the browser to report the largest paint as shown, where it reports it", () => {
    const observers: { callback: () => void; options?: unknown; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["largest-contentful-paint"];
      record: { callback: () => void; options?: unknown; disconnected: boolean };
      constructor(callback: () => void) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    }
    Object.defineProperty(window, "PerformanceObserver", { value: FakeObserver, configurable: true });
    try {
      readyState("loading");
      new Function(START_SCRIPTS_AFTER_PAINT)();
      window.dispatchEvent(new Event("load"));
      jest.advanceTimersByTime(1000);
      expect(started()).toEqual([]);
      // This loader's observer is the last one (the loaders of the tests before also listen to load, done already).
      const observer = observers.at(-1)!;
      expect(observer.options).toEqual({ type: "largest-contentful-paint", buffered: true });
      observer.callback();
      jest.advanceTimersByTime(1);
      expect(started()).toEqual(["/app.js"]);
      expect(observer.disconnected).toBe(true);
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it("starts them after a frame when the page has already loaded, and after 3 s at the latest", () => {
    readyState("complete");
    new Function(START_SCRIPTS_AFTER_PAINT)();
    jest.advanceTimersByTime(50);
    expect(started()).toEqual(["/app.js"]);
    readyState("loading");
    document.body.innerHTML = `<script type="text/plain" data-after-paint="/late.js"></script>`;
    new Function(START_SCRIPTS_AFTER_PAINT)();
    jest.advanceTimersByTime(3000);
    expect(started()).toEqual(["/late.js"]);
  });
});
