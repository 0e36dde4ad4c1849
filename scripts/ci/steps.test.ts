/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

const executable = (file: string, body = "") => fs.writeFileSync(file, `#!/bin/bash\n${body}`, { mode: 0o755 });
const aptLog = (bin: string) => path.join(bin, "apt-get.log");
/** A folder to be the whole PATH of an install script, with a stand-in apt-get that records how it was called. */
function binWithApt(): string {
  const bin = fs.mkdtempSync(path.join(os.tmpdir(), "ci-bin-"));
  executable(path.join(bin, "apt-get"), `echo "$*" >> "${aptLog(bin)}"\n`);
  return bin;
}
const aptCallsIn = (bin: string) =>
  fs.existsSync(aptLog(bin)) ? fs.readFileSync(aptLog(bin), "utf8").trim().split("\n") : [];

describe("scripts/ci/install-chromium.sh", () => {
  let bin: string;
  const headlessShell = () => path.join(bin, "chromium-headless-shell");
  const fullChromium = () => path.join(bin, "chromium");

  /** Runs the script with only `bin` on PATH, where a stand-in apt-get records how it was called. */
  function install(env: Record<string, string> = {}) {
    return spawnSync("/bin/bash", ["scripts/ci/install-chromium.sh"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: bin, HEADLESS_SHELL_PATH: headlessShell(), CHROMIUM_PATH: fullChromium(), ...env },
    });
  }
  const aptCalls = () => aptCallsIn(bin);

  beforeEach(() => {
    bin = binWithApt();
  });
  afterEach(() => fs.rmSync(bin, { recursive: true }));

  it("installs Debian's chromium-headless-shell package when there is no browser", () => {
    const { status } = install();
    expect(status).toBe(0);
    expect(aptCalls()).toEqual(["update -qq", "install -y -qq chromium-headless-shell"]);
  });

  it("installs the headless shell beside a full Chromium", () => {
    executable(fullChromium());
    expect(install().status).toBe(0);
    expect(aptCalls()).toEqual(["update -qq", "install -y -qq chromium-headless-shell"]);
  });

  it("leaves an installed headless shell alone", () => {
    executable(headlessShell());
    expect(install().status).toBe(0);
    expect(aptCalls()).toEqual([]);
  });

  it("leaves the browser named by CHROME_PATH alone", () => {
    const { status, stdout } = install({ CHROME_PATH: "/opt/other/chrome" });
    expect(status).toBe(0);
    expect(stdout).toContain("/opt/other/chrome");
    expect(aptCalls()).toEqual([]);
  });

  it("falls back to the full Chromium, saying so, when the shell cannot be installed", () => {
    executable(path.join(bin, "apt-get"), "exit 100\n");
    executable(fullChromium());
    const { status, stderr } = install();
    expect(status).toBe(0);
    expect(stderr).toContain(`will use ${fullChromium()}`);
  });

  it("fails when the installation fails and there is no browser at all", () => {
    executable(path.join(bin, "apt-get"), "exit 100\n");
    const { status, stderr } = install();
    expect(status).toBe(1);
    expect(stderr).toContain("no browser for the tests");
  });

  it("looks for the headless shell where scripts/chromium.json says Playwright will", () => {
    const { headlessShellPath } = JSON.parse(fs.readFileSync(path.join(ROOT, "scripts/chromium.json"), "utf8"));
    const { status, stdout } = spawnSync("/bin/bash", ["scripts/ci/install-chromium.sh"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: `${bin}:${path.dirname(process.execPath)}` },
    });
    expect(status).toBe(0);
    if (fs.existsSync(headlessShellPath)) expect(stdout).toContain(`already installed (${headlessShellPath})`);
    else expect(aptCalls()).toContain("install -y -qq chromium-headless-shell");
  });
});

describe("scripts/ci/install-java.sh", () => {
  let bin: string;
  /** Runs the script with only `bin` on PATH: stand-ins of apt-get and mkdir. */
  const install = () =>
    spawnSync("/bin/bash", ["scripts/ci/install-java.sh"], { cwd: ROOT, encoding: "utf8", env: { PATH: bin } });
  const aptCalls = () => aptCallsIn(bin);

  beforeEach(() => {
    bin = binWithApt();
    executable(path.join(bin, "mkdir"));
  });
  afterEach(() => fs.rmSync(bin, { recursive: true }));

  it("installs Debian's default-jre-headless when there is no java", () => {
    expect(install().status).toBe(0);
    expect(aptCalls()).toEqual(["update -qq", "install -y -qq default-jre-headless"]);
  });

  it("leaves an installed java alone", () => {
    executable(path.join(bin, "java"));
    const { status, stdout } = install();
    expect(status).toBe(0);
    expect(stdout).toContain(`already installed (${path.join(bin, "java")})`);
    expect(aptCalls()).toEqual([]);
  });

  it("fails, saying what is missing, when the installation fails", () => {
    executable(path.join(bin, "apt-get"), "exit 100\n");
    const { status, stderr } = install();
    expect(status).toBe(1);
    expect(stderr).toContain("no Java for the Nu Html Checker");
  });
});

describe("scripts/ci/install-firestore-emulator.sh", () => {
  let bin: string;
  let home: string;
  const debianJar = () => path.join(home, "debian/cloud-firestore-emulator.jar");
  /** Runs the script with only `bin` on PATH: stand-ins of apt-get and npx that record how they were called. */
  const install = () =>
    spawnSync("/bin/bash", ["scripts/ci/install-firestore-emulator.sh"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: `${bin}:/usr/bin:/bin`, HOME: home, DEBIAN_FIRESTORE_JAR: debianJar() },
    });
  const calls = (program: string) =>
    fs.existsSync(path.join(bin, `${program}.log`))
      ? fs
          .readFileSync(path.join(bin, `${program}.log`), "utf8")
          .trim()
          .split("\n")
      : [];

  beforeEach(() => {
    bin = binWithApt();
    home = fs.mkdtempSync(path.join(os.tmpdir(), "emulator-home-"));
    executable(path.join(bin, "npx"), `echo "$*" >> "${path.join(bin, "npx.log")}"\n`);
  });
  afterEach(() => {
    fs.rmSync(bin, { recursive: true });
    fs.rmSync(home, { recursive: true });
  });

  it("installs Debian's package when there is no emulator", () => {
    expect(install().status).toBe(0);
    expect(calls("apt-get")).toEqual(["update -qq", "install -y -qq google-cloud-cli-firestore-emulator"]);
    expect(calls("npx")).toEqual([]);
  });

  it("has the Firebase CLI download it where the package sources have no such package", () => {
    executable(path.join(bin, "apt-get"), "exit 100\n");
    expect(install().status).toBe(0);
    expect(calls("npx")).toEqual(["--no-install firebase setup:emulators:firestore"]);
  });

  it.each([
    ["Debian's package", () => debianJar()],
    [
      "the Firebase CLI's download",
      () => path.join(home, ".cache/firebase/emulators/cloud-firestore-emulator-v1.2.3.jar"),
    ],
  ])("leaves %s alone", (_, jar) => {
    fs.mkdirSync(path.dirname(jar()), { recursive: true });
    fs.writeFileSync(jar(), "jar");
    const { status, stdout } = install();
    expect(status).toBe(0);
    expect(stdout).toContain("already installed");
    expect([...calls("apt-get"), ...calls("npx")]).toEqual([]);
  });
});

describe("scripts/ci/build-release.mjs --check", () => {
  const REAL_PROJECT = {
    GATSBY_FIREBASE_PROJECT_ID: "motionlab-site",
    GATSBY_FIREBASE_API_KEY: "AIzaSy-example",
    GATSBY_FIREBASE_AUTH_DOMAIN: "motionlab-site.firebaseapp.com",
    GATSBY_FIREBASE_APP_ID: "1:123:web:abc",
    EDITOR_URL: "https://edit.motionlab.example",
  };

  function check(env: Record<string, string>, ...flags: string[]) {
    return spawnSync("node", ["scripts/ci/build-release.mjs", "--check", ...flags], {
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

  describe("--preview", () => {
    const PREVIEW = {
      ...REAL_PROJECT,
      GATSBY_FIREBASE_PROJECT_ID: "motionlab-preview",
      GATSBY_FIREBASE_AUTH_DOMAIN: "motionlab-preview.firebaseapp.com",
      LIVE_FIREBASE_PROJECT_ID: "motionlab-site",
    };
    const preview = (env: Record<string, string>) => check(env, "--preview");

    it("accepts the preview project's variables", () => {
      expect(preview(PREVIEW)).toMatchObject({ status: 0, stderr: "" });
    });

    it.each([
      ["the live project", { GATSBY_FIREBASE_PROJECT_ID: "motionlab-site" }, /is the live project, motionlab-site/],
      [
        "the live project's sign-in domain",
        { GATSBY_FIREBASE_AUTH_DOMAIN: "motionlab-site.firebaseapp.com" },
        /GATSBY_FIREBASE_AUTH_DOMAIN is the live project's/,
      ],
      ["no live project to tell it from", { LIVE_FIREBASE_PROJECT_ID: "" }, /LIVE_FIREBASE_PROJECT_ID is not set/],
    ])("refuses %s", (_, change, message) => {
      const { status, stderr } = preview({ ...PREVIEW, ...change });
      expect(status).toBe(1);
      expect(stderr).toMatch(message);
    });
  });

  it("refuses a demo project and an emulator", () => {
    expect(check({ ...REAL_PROJECT, GATSBY_FIREBASE_PROJECT_ID: "demo-studio" }).stderr).toContain("a demo project");
    const withEmulator = check({ ...REAL_PROJECT, GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(withEmulator.status).toBe(1);
    expect(withEmulator.stderr).toContain("GATSBY_FIREBASE_AUTH_EMULATOR_HOST is set");
  });
});

describe("scripts/ci/use-node.sh", () => {
  const wanted = fs.readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim();
  let bin: string;
  let cache: string;
  const npmLog = () => path.join(bin, "npm.log");
  /** A stand-in `node` that answers the major it is given. */
  const fakeNode = (file: string, major: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `#!/bin/bash\necho ${major}\n`, { mode: 0o755 });
  };

  function useNode() {
    return spawnSync("/bin/bash", ["scripts/ci/use-node.sh"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: `${bin}:/usr/bin:/bin`, NODE_CACHE: cache },
    });
  }

  beforeEach(() => {
    bin = fs.mkdtempSync(path.join(os.tmpdir(), "node-bin-"));
    cache = fs.mkdtempSync(path.join(os.tmpdir(), "node-cache-"));
    // A stand-in npm that records its arguments and "installs" a node of the major asked for.
    fs.writeFileSync(
      path.join(bin, "npm"),
      `#!/bin/bash\necho "$*" >> "${npmLog()}"\nprefix="$3"\nmkdir -p "$prefix/node_modules/.bin"\n` +
        `printf '#!/bin/bash\\necho ${wanted}\\n' > "$prefix/node_modules/.bin/node"\nchmod +x "$prefix/node_modules/.bin/node"\n`,
      { mode: 0o755 },
    );
  });
  afterEach(() => {
    fs.rmSync(bin, { recursive: true });
    fs.rmSync(cache, { recursive: true });
  });

  it("keeps the machine's node when it is the major of .nvmrc", () => {
    fakeNode(path.join(bin, "node"), wanted);
    const { status, stdout } = useNode();
    expect(status).toBe(0);
    expect(stdout.trim()).toBe(bin);
    expect(fs.existsSync(npmLog())).toBe(false);
  });

  it("installs the npm registry's node package of that major when the machine has another", () => {
    fakeNode(path.join(bin, "node"), "20");
    const { status, stdout } = useNode();
    expect(status).toBe(0);
    expect(stdout.trim()).toBe(path.join(cache, wanted, "node_modules/.bin"));
    const [call] = fs.readFileSync(npmLog(), "utf8").trim().split("\n");
    expect(call).toMatch(new RegExp(`^install --prefix ${path.join(cache, wanted)} .* node@${wanted}$`));
  });

  it("uses the node installed by an earlier run without installing it again", () => {
    fakeNode(path.join(bin, "node"), "20");
    fakeNode(path.join(cache, wanted, "node_modules/.bin/node"), wanted);
    expect(useNode().stdout.trim()).toBe(path.join(cache, wanted, "node_modules/.bin"));
    expect(fs.existsSync(npmLog())).toBe(false);
  });

  it("fails when the installation brings no node of that major", () => {
    fakeNode(path.join(bin, "node"), "20");
    fs.writeFileSync(path.join(bin, "npm"), "#!/bin/bash\nexit 0\n", { mode: 0o755 });
    const { status, stderr } = useNode();
    expect(status).toBe(1);
    expect(stderr).toContain(`Could not get Node.js ${wanted}`);
  });
});
