import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";
import { webcrypto } from "node:crypto";
import { TextEncoder } from "node:util";

// findBy… and waitFor wait for what the component does (a lazy module, a digest, a dialog opened after an import):
// their limit is for something that never comes. Testing Library's 1 s was passed on two cores busy with the build
// beside the unit tests (the admin link after 2.7 s; TrialCallToAction's dialog), so they fail only on a hang now.
configure({ asyncUtilTimeout: 15_000 });

// Tests that run in Node (`@jest-environment node`: scripts, content checks) have no DOM to complete.
if (typeof window !== "undefined") {
  // jsdom has neither TextEncoder nor Web Crypto's digest: Node's are the same standard APIs.
  globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle });

  // jsdom has neither a modal <dialog> nor media playback: give components what the browser gives them.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  HTMLMediaElement.prototype.play = function play() {
    return Promise.resolve();
  };
  HTMLMediaElement.prototype.pause = function pause() {};

  // No media query matches unless a test says so (window.matchMedia is missing in jsdom).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // jsdom has no PointerEvent, so `pointerType` (mouse, touch) would be lost from fireEvent.pointerEnter & co.
  if (typeof window.PointerEvent === "undefined") {
    class PointerEvent extends MouseEvent {
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? "";
      }
    }
    window.PointerEvent = PointerEvent as typeof window.PointerEvent;
  }
}

// A component rendered alone, or a modal of the app with no page shown, reads the site's texts as a Hebrew page gives
// them: from the static queries, which the `gatsby` mock answers with the fixtures (src/test-fixtures/
// static-queries.ts) or with what a test says.
jest.mock("@/language/site-texts", () => {
  const actual = jest.requireActual<typeof import("@/language/site-texts")>("@/language/site-texts");
  return {
    ...actual,
    useSiteTexts: function useSiteTextsOrFixtures() {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test's own instance of the mock
      const { useStaticQuery } = require("gatsby") as typeof import("gatsby");
      const fixtures = useStaticQuery(undefined as never);
      try {
        return actual.useSiteTexts();
      } catch {
        return { language: "he", data: actual.siteTextsData(fixtures), otherLanguagePath: null };
      }
    },
    InShownPageTexts: ({ children }: { children: React.ReactNode }) =>
      actual.useShownSiteTexts() ? actual.InShownPageTexts({ children }) : children,
  };
});
