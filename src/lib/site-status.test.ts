import { uiTexts } from "@/test-fixtures";
import { DEFAULT_AUTH_EMULATOR_HOST, firebaseSettings } from "./firebase-settings";
import {
  contentEditUrl,
  contentFormUrl,
  isSampleEmail,
  isSampleUrl,
  serviceStatuses,
  splitBlockedDates,
} from "./site-status";
import { fillTemplate } from "./templates";

const texts = uiTexts.adminServices;

const SAMPLE_SITE = {
  siteUrl: "https://www.motionlab.example",
  adminEmailDigests: ["0".repeat(64)],
  repositoryUrl: "https://github.com/motionlab/studio-site",
  bookingProvider: {
    trialFormUrl: "https://booking.provider.example/motionlab/trial-lesson",
    loginUrl: "https://booking.provider.example/motionlab/login",
  },
};

describe("sample values", () => {
  it("recognises the reserved example domains", () => {
    expect(isSampleUrl("https://booking.provider.example/x")).toBe(true);
    expect(isSampleUrl("https://example.com")).toBe(true);
    expect(isSampleUrl("https://studio.test")).toBe(true);
    expect(isSampleUrl("not a url")).toBe(true);
    expect(isSampleUrl("https://app.arboxapp.com/motionlab")).toBe(false);
    expect(isSampleUrl("https://myexample.com")).toBe(false);
    expect(isSampleEmail("admin@motionlab.example")).toBe(true);
    expect(isSampleEmail("dana@motionlab.co.il")).toBe(false);
  });
});

describe("serviceStatuses", () => {
  it("reports the demo project, the emulator, no App Check, no bucket and sample URLs as such", () => {
    const statuses = serviceStatuses(firebaseSettings({}), SAMPLE_SITE, "admin@motionlab.example", texts);
    const byName = Object.fromEntries(statuses.map((status) => [status.name, status]));
    expect(byName[texts.firebaseProject]).toMatchObject({
      state: "sample",
      value: expect.stringContaining("demo-studio"),
    });
    expect(byName[texts.signInService]).toMatchObject({
      state: "sample",
      value: expect.stringContaining(DEFAULT_AUTH_EMULATOR_HOST),
    });
    expect(byName["App Check (reCAPTCHA Enterprise)"]?.state).toBe("missing");
    expect(byName[texts.storageBucket]?.state).toBe("missing");
    expect(byName[texts.providerTrialForm]?.state).toBe("sample");
    expect(byName[texts.shop]?.state).toBe("missing");
    expect(byName[texts.admins]).toMatchObject({
      state: "sample",
      value: fillTemplate(texts.adminsOne, { email: "admin@motionlab.example" }),
    });
    expect(byName[texts.repository]?.state).toBe("configured");
  });

  it("reports a real project as configured", () => {
    const firebase = firebaseSettings({
      GATSBY_FIREBASE_PROJECT_ID: "motionlab",
      GATSBY_RECAPTCHA_SITE_KEY: "key",
      GATSBY_FIREBASE_STORAGE_BUCKET: "motionlab.appspot.com",
    });
    const states = serviceStatuses(
      firebase,
      {
        ...SAMPLE_SITE,
        siteUrl: "https://motionlab.co.il",
        adminEmailDigests: ["0".repeat(64), "1".repeat(64)],
        bookingProvider: {
          trialFormUrl: "https://app.arboxapp.com/trial",
          loginUrl: "https://app.arboxapp.com/login",
          shopUrl: "https://app.arboxapp.com/shop",
        },
      },
      "dana@motionlab.co.il",
      texts,
    );
    expect(states.find((status) => status.name === texts.admins)?.value).toBe(
      fillTemplate(texts.adminsMany, { count: 2, email: "dana@motionlab.co.il" }),
    );
    expect(new Set(states.map((status) => status.state))).toEqual(new Set(["configured"]));
  });
});

describe("contentEditUrl", () => {
  it("links to the file's edit page, a folder's list of files, or to nothing without a repository", () => {
    expect(contentEditUrl("https://github.com/motionlab/studio-site", "booking.json")).toBe(
      "https://github.com/motionlab/studio-site/edit/main/content/booking.json",
    );
    expect(contentEditUrl("https://github.com/motionlab/studio-site.git/", "coaches/")).toBe(
      "https://github.com/motionlab/studio-site/tree/main/content/coaches",
    );
    expect(contentEditUrl(null, "booking.json")).toBeNull();
    expect(contentEditUrl(undefined, "classes/")).toBeNull();
  });
});

describe("contentFormUrl", () => {
  it("opens a settings file's form, or a folder's list of entries in the content editor", () => {
    expect(contentFormUrl("booking.json")).toBe("/admin/content/#/collections/_singletons/entries/booking");
    expect(contentFormUrl("classes/")).toBe("/admin/content/#/collections/classes");
  });
});

describe("blocked dates", () => {
  it("splits them around today, today counting as upcoming, nearest first", () => {
    const dates = ["2025-07-26", "2025-07-18", "2025-07-19", "2025-07-25", "2025-07-19"];
    expect(splitBlockedDates(dates, "2025-07-19")).toEqual({
      upcoming: ["2025-07-19", "2025-07-25", "2025-07-26"],
      past: ["2025-07-18"],
    });
    expect(splitBlockedDates(dates, "2026-01-01")).toEqual({
      upcoming: [],
      past: ["2025-07-26", "2025-07-25", "2025-07-19", "2025-07-18"],
    });
  });
});
