import { describeFirebase, firebaseSettings } from "./firebase-settings";

describe("firebaseSettings", () => {
  it("uses project demo-studio and the Auth emulator at 127.0.0.1:9099 when nothing is configured", () => {
    const settings = firebaseSettings({});
    expect(settings.isDemo).toBe(true);
    expect(settings.options.projectId).toBe("demo-studio");
    expect(settings.authEmulatorHost).toBe("127.0.0.1:9099");
    expect(settings.recaptchaSiteKey).toBeNull();
    expect(settings.options.storageBucket).toBeUndefined();
    expect(describeFirebase(settings)).toBe("no project set: demo-studio, emulator 127.0.0.1:9099");
  });

  it("uses the configured project, without the emulator unless one is named", () => {
    const settings = firebaseSettings({
      GATSBY_FIREBASE_API_KEY: "key",
      GATSBY_FIREBASE_AUTH_DOMAIN: "studio.firebaseapp.com",
      GATSBY_FIREBASE_PROJECT_ID: "studio",
      GATSBY_FIREBASE_STORAGE_BUCKET: "studio.appspot.com",
      GATSBY_FIREBASE_APP_ID: "1:2:web:3",
      GATSBY_RECAPTCHA_SITE_KEY: "site-key",
    });
    expect(settings).toEqual({
      options: {
        apiKey: "key",
        authDomain: "studio.firebaseapp.com",
        projectId: "studio",
        storageBucket: "studio.appspot.com",
        appId: "1:2:web:3",
      },
      authEmulatorHost: null,
      recaptchaSiteKey: "site-key",
      isDemo: false,
    });
    expect(describeFirebase(settings)).toBe("project studio, App Check on");
    expect(
      firebaseSettings({ GATSBY_FIREBASE_PROJECT_ID: "studio", GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "localhost:9100" })
        .authEmulatorHost,
    ).toBe("localhost:9100");
  });

  it("takes the bucket from content/site.json when the variable is not set, and ignores blank values", () => {
    expect(firebaseSettings({}, "media-bucket").options.storageBucket).toBe("media-bucket");
    expect(
      firebaseSettings({ GATSBY_FIREBASE_STORAGE_BUCKET: "env-bucket" }, "media-bucket").options.storageBucket,
    ).toBe("env-bucket");
    expect(firebaseSettings({ GATSBY_FIREBASE_PROJECT_ID: "  ", GATSBY_RECAPTCHA_SITE_KEY: "" }).isDemo).toBe(true);
  });
});
