/**
 * The accessors create each service once, on first need, and App Check before anything else. Firebase itself is
 * replaced by mocks here: the Firestore and Storage emulators cannot run on this machine (they need Java).
 */
const calls: string[] = [];

jest.mock("firebase/app", () => ({
  getApps: jest.fn(() => []),
  getApp: jest.fn(),
  initializeApp: jest.fn(() => {
    calls.push("initializeApp");
    return { name: "app" };
  }),
}));
jest.mock("firebase/app-check", () => ({
  initializeAppCheck: jest.fn(() => calls.push("initializeAppCheck")),
  ReCaptchaEnterpriseProvider: jest.fn(),
}));
jest.mock("firebase/auth", () => ({
  initializeAuth: jest.fn(() => {
    calls.push("initializeAuth");
    return { name: "auth" };
  }),
  connectAuthEmulator: jest.fn(() => calls.push("connectAuthEmulator")),
  indexedDBLocalPersistence: "indexedDB",
}));
jest.mock("firebase/firestore", () => ({
  initializeFirestore: jest.fn(() => {
    calls.push("initializeFirestore");
    return { name: "firestore" };
  }),
  persistentLocalCache: jest.fn((options) => ({ persistent: options })),
  persistentMultipleTabManager: jest.fn(() => "multi-tab"),
}));
jest.mock("firebase/storage", () => ({
  getStorage: jest.fn(() => {
    calls.push("getStorage");
    return { name: "storage" };
  }),
}));

const ENV_NAMES = ["GATSBY_FIREBASE_PROJECT_ID", "GATSBY_RECAPTCHA_SITE_KEY", "GATSBY_FIREBASE_STORAGE_BUCKET"];

beforeEach(() => {
  jest.resetModules();
  calls.length = 0;
  for (const name of ENV_NAMES) delete process.env[name];
});

describe("the Firebase accessors", () => {
  it("create Auth once, with IndexedDB persistence and Hebrew e-mails, connected to the emulator of the demo project", async () => {
    const { auth } = await import("./auth");
    const firebaseAuth = await import("firebase/auth");
    const [first, second] = await Promise.all([auth(), auth()]);
    expect(first).toBe(second);
    expect(calls).toEqual(["initializeApp", "initializeAuth", "connectAuthEmulator"]);
    expect(firebaseAuth.initializeAuth).toHaveBeenCalledWith({ name: "app" }, { persistence: "indexedDB" });
    expect(first.languageCode).toBe("he");
    expect(firebaseAuth.connectAuthEmulator).toHaveBeenCalledWith(first, "http://127.0.0.1:9099", {
      disableWarnings: true,
    });
  });

  it("start App Check before any other service when a reCAPTCHA site key is set", async () => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = "site-key";
    process.env.GATSBY_FIREBASE_PROJECT_ID = "studio";
    const { firestore } = await import("./firestore");
    const { auth } = await import("./auth");
    await Promise.all([firestore(), auth()]);
    expect(calls[0]).toBe("initializeApp");
    expect(calls[1]).toBe("initializeAppCheck");
    expect(calls.filter((call) => call === "initializeAppCheck")).toHaveLength(1);
    expect(calls).not.toContain("connectAuthEmulator");
  });

  it("leave App Check out without a site key", async () => {
    const { firebaseApp } = await import("./app");
    await firebaseApp();
    expect(calls).toEqual(["initializeApp"]);
  });

  it("create Firestore once, with the persistent multi-tab cache", async () => {
    const { firestore } = await import("./firestore");
    const firestoreModule = await import("firebase/firestore");
    expect(await firestore()).toBe(await firestore());
    expect(calls.filter((call) => call === "initializeFirestore")).toHaveLength(1);
    expect(firestoreModule.initializeFirestore).toHaveBeenCalledWith(
      { name: "app" },
      { localCache: { persistent: { tabManager: "multi-tab" } } },
    );
  });

  it("create Storage once, on the configured bucket", async () => {
    process.env.GATSBY_FIREBASE_STORAGE_BUCKET = "studio-media";
    const { storage } = await import("./storage");
    const storageModule = await import("firebase/storage");
    expect(await storage()).toBe(await storage());
    expect(storageModule.getStorage).toHaveBeenCalledTimes(1);
    expect(storageModule.getStorage).toHaveBeenCalledWith({ name: "app" }, "gs://studio-media");
  });
});
