/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

describe("scripts/ci/install-chromium.sh", () => {
  let bin: string;
  const aptLog = () => path.join(bin, "apt-get.log");

  /** Runs the script with only `bin` on PATH, where a stand-in apt-get records how it was called. */
  function install(env: Record<string, string> = {}) {
    return spawnSync("/bin/bash", ["scripts/ci/install-chromium.sh"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: bin, ...env },
    });
  }
  const aptCalls = () => (fs.existsSync(aptLog()) ? fs.readFileSync(aptLog(), "utf8").trim().split("\n") : []);

  beforeEach(() => {
    bin = fs.mkdtempSync(path.join(os.tmpdir(), "ci-bin-"));
    fs.writeFileSync(path.join(bin, "apt-get"), `#!/bin/bash\necho "$*" >> "${aptLog()}"\n`, { mode: 0o755 });
  });
  afterEach(() => fs.rmSync(bin, { recursive: true }));

  it("installs Debian's chromium package when there is no Chromium", () => {
    const { status } = install();
    expect(status).toBe(0);
    expect(aptCalls()).toEqual(["update -qq", "install -y -qq chromium"]);
  });

  it("leaves a Chromium on PATH alone", () => {
    fs.writeFileSync(path.join(bin, "chromium"), "#!/bin/bash\n", { mode: 0o755 });
    expect(install().status).toBe(0);
    expect(aptCalls()).toEqual([]);
  });

  it("leaves the browser named by CHROME_PATH alone", () => {
    expect(install({ CHROME_PATH: "/opt/other/chrome" }).status).toBe(0);
    expect(aptCalls()).toEqual([]);
  });

  it("fails when the installation fails", () => {
    fs.writeFileSync(path.join(bin, "apt-get"), "#!/bin/bash\nexit 100\n", { mode: 0o755 });
    expect(install().status).not.toBe(0);
  });
});

describe("scripts/ci/build-release.mjs --check", () => {
  const REAL_PROJECT = {
    GATSBY_FIREBASE_PROJECT_ID: "motionlab-site",
    GATSBY_FIREBASE_API_KEY: "AIzaSy-example",
    GATSBY_FIREBASE_AUTH_DOMAIN: "motionlab-site.firebaseapp.com",
    GATSBY_FIREBASE_APP_ID: "1:123:web:abc",
  };

  function check(env: Record<string, string>) {
    return spawnSync("node", ["scripts/ci/build-release.mjs", "--check"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", ...env },
    });
  }

  it("accepts the real project's variables", () => {
    const { status, stdout } = check(REAL_PROJECT);
    expect(status).toBe(0);
    expect(stdout).toContain("motionlab-site");
  });

  it("refuses a demo build and names every missing variable", () => {
    const { status, stderr } = check({});
    expect(status).toBe(1);
    for (const name of Object.keys(REAL_PROJECT)) expect(stderr).toContain(`${name} is not set`);
  });

  it("names the one variable that is missing", () => {
    const { status, stderr } = check({ ...REAL_PROJECT, GATSBY_FIREBASE_APP_ID: " " });
    expect(status).toBe(1);
    expect(stderr).toContain("GATSBY_FIREBASE_APP_ID is not set");
    expect(stderr).not.toContain("GATSBY_FIREBASE_API_KEY");
  });

  it("refuses a demo project and an emulator", () => {
    expect(check({ ...REAL_PROJECT, GATSBY_FIREBASE_PROJECT_ID: "demo-studio" }).stderr).toContain("a demo project");
    const withEmulator = check({ ...REAL_PROJECT, GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(withEmulator.status).toBe(1);
    expect(withEmulator.stderr).toContain("GATSBY_FIREBASE_AUTH_EMULATOR_HOST is set");
  });
});
