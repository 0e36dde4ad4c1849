/**
 * The real Cloud Firestore emulator for the security rules' unit test: started here on one port (not the Firebase
 * CLI's hub or its default ports, so that it meets no other emulator on the machine), loaded with rules through its
 * own API and asked as a signed-in user would ask. Its jar is Debian's package google-cloud-cli-firestore-emulator
 * or the Firebase CLI's download (`npx firebase setup:emulators:firestore`); scripts/ci/install-firestore-emulator.sh
 * brings one of them. Java is scripts/ci/install-java.sh's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const DEBIAN_JAR = "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";
const CLI_CACHE = path.join(os.homedir(), ".cache/firebase/emulators");
const MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

/** Where the emulator's jar is: FIRESTORE_EMULATOR_JAR, Debian's package, or the Firebase CLI's newest download. */
export function findEmulatorJar(): string {
  const downloaded = fs.existsSync(CLI_CACHE)
    ? fs
        .readdirSync(CLI_CACHE)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort()
        .map((name) => path.join(CLI_CACHE, name))
    : [];
  const jar = [process.env.FIRESTORE_EMULATOR_JAR, DEBIAN_JAR, downloaded.at(-1)].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
  if (!jar) throw new Error("No Firestore emulator: run scripts/ci/install-firestore-emulator.sh");
  return jar;
}

export interface FirestoreEmulator {
  url: string;
  stop: () => Promise<void>;
}

/** Starts the emulator on 127.0.0.1:`port` and resolves once it answers. */
export async function startFirestoreEmulator(port: number, timeoutMs = 60_000): Promise<FirestoreEmulator> {
  const child: ChildProcess = spawn(
    "java",
    ["-Duser.language=en", "-cp", findEmulatorJar(), MAIN_CLASS, "start", "--host=127.0.0.1", `--port=${port}`],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Firestore emulator stopped:\n${output}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    // Only this emulator's own start counts: another program on the port would not have printed this.
    if (answered && output.includes(`API endpoint: ${url}`)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The Firestore emulator did not answer on ${url} within ${timeoutMs / 1000} s:\n${output}`);
}

/** An ID token as the emulator accepts it (unsigned), for a user with this address. */
export function emulatorToken(projectId: string, email: string, emailVerified: boolean): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const uid = email.replace(/\W/g, "-");
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: uid,
    user_id: uid,
    email,
    email_verified: emailVerified,
    firebase: { sign_in_provider: "password", identities: { email: [email] } },
  };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}
