import type { Page, Request } from "@playwright/test";
import { test, expect } from "./fixtures";
import { FIREBASE_CODE, isFirebaseRequest } from "./route-checks/network";

/** Every request the page makes, and the text of every script it loads. */
function record(page: Page) {
  const requests: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on("request", (request: Request) => requests.push(request.url()));
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  return { requests, scripts };
}

// An anonymous first visit downloads no Firebase code and makes no Firebase request: on every route but the pages that
// ask who is signed in, in pages.spec.ts (route-checks/network.ts). This is what those checks would see otherwise.
test.describe("Firebase on demand", () => {
  test("opening the login modal loads Firebase's code and makes its requests, which the per-route checks would see", async ({
    page,
    signIn,
  }) => {
    const { requests, scripts } = record(page);
    await signIn.openOn("/shop");
    await expect.poll(() => requests.filter(isFirebaseRequest).length).toBeGreaterThan(0);
    // Firebase's code arrives in a script loaded on demand: wait for it, not for the network to go quiet.
    await expect.poll(async () => (await Promise.all(scripts)).some((text) => FIREBASE_CODE.test(text))).toBe(true);
  });
});
