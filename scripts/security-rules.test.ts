/** @jest-environment node */
/**
 * The security rules as they are deployed: written by scripts/write-rules.ts from rules/ and content/site.json's
 * administrators, then run by the real Cloud Firestore emulator (started here) for an administrator, an
 * administrator who was removed from the list, a visitor who signed in, an unverified address and nobody signed in.
 * Storage's rules cannot be run here (the Storage emulator's rules runtime is a download the machine cannot make):
 * their administrator check is held to be the very text that the Firestore emulator runs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { emulatorToken, type FirestoreEmulator, startFirestoreEmulator } from "./firestore-emulator";
import { adminEmailsOf, RULE_FILES, rulesFrom, writeRules } from "./write-rules";

const ROOT = path.resolve(__dirname, "..");
const template = (file: string) => fs.readFileSync(path.join(ROOT, "rules", file), "utf8");
const PORT = Number(process.env.RULES_EMULATOR_PORT ?? 9380);
const PROJECT = "demo-rules";

describe("scripts/write-rules.ts", () => {
  it("takes the administrators from content/site.json, lower-cased", () => {
    expect(adminEmailsOf({ adminEmails: [" Owner@Studio.example ", "b@studio.example"] })).toEqual([
      "owner@studio.example",
      "b@studio.example",
    ]);
  });

  it.each([
    [{}, /adminEmails must list at least one address/],
    [{ adminEmails: [] }, /adminEmails must list at least one address/],
    [{ adminEmails: ["a@studio.example", "x'] || true || ['"] }, /adminEmails\[1\] .* is not an e-mail address/],
    [{ adminEmails: [42] }, /adminEmails\[0\] \(42\) is not an e-mail address/],
  ])("refuses %j, naming the entry", (site, message) => {
    expect(() => adminEmailsOf(site)).toThrow(message);
  });

  it.each(RULE_FILES)("writes %s with the list in place of the template's placeholder", (file) => {
    const rules = rulesFrom(template(file), file, ["a@studio.example", "b@studio.example"]);
    expect(rules).toContain("email.lower() in ['a@studio.example', 'b@studio.example'];");
    expect(rules).not.toContain("ADMIN_EMAILS");
    expect(rules).toMatch(/^\/\/ Written by scripts\/write-rules\.ts from rules\//m);
  });

  it("writes both files from the repository's own content", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "rules-"));
    fs.mkdirSync(path.join(root, "content"));
    fs.cpSync(path.join(ROOT, "rules"), path.join(root, "rules"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/site.json"), JSON.stringify({ adminEmails: ["New@Studio.example"] }));
    expect(writeRules(root)).toEqual(["new@studio.example"]);
    for (const file of RULE_FILES)
      expect(fs.readFileSync(path.join(root, file), "utf8")).toContain("in ['new@studio.example'];");
    fs.rmSync(root, { recursive: true });
  });

  it("gives Storage the same administrator check that Firestore runs, and public reading of media only", () => {
    const isAdmin = (rules: string) => /function isAdmin\(\) \{[\s\S]*?\n {4}\}/.exec(rules)?.[0];
    const [firestore, storage] = RULE_FILES.map((file) => rulesFrom(template(file), file, ["a@studio.example"]));
    expect(isAdmin(storage!)).toBeDefined();
    expect(isAdmin(storage!)).toBe(isAdmin(firestore!));
    const publicRules = [...storage!.matchAll(/allow ([a-z, ]+): if true;/g)].map((match) => match[1]);
    expect(publicRules).toEqual(["read", "read", "read"]);
    expect(storage).not.toMatch(/allow (write|create|update|delete)[^;]*if true/);
    expect(firestore).not.toMatch(/if true/);
  });
});

describe("firestore.rules in the Firestore emulator", () => {
  // A Java program starting on a busy machine: seconds, sometimes tens of them.
  jest.setTimeout(90_000);
  let emulator: FirestoreEmulator;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator(PORT);
  });
  afterAll(() => emulator?.stop());

  /** Loads rules written for `admins`, as the deploy from main would. */
  async function deployRulesFor(admins: string[]) {
    const content = rulesFrom(template("firestore.rules"), "firestore.rules", adminEmailsOf({ adminEmails: admins }));
    const response = await fetch(`${emulator.url}/emulator/v1/projects/${PROJECT}:securityRules`, {
      method: "PUT",
      body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content }] } }),
    });
    expect(response.status).toBe(200);
  }

  /** Whether `who` may read and write a document: "allowed" or "denied", each as the emulator answers. */
  async function access(who: { email: string; verified: boolean } | null) {
    const document = `${emulator.url}/v1/projects/${PROJECT}/databases/(default)/documents/notes/one`;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (who) headers.authorization = `Bearer ${emulatorToken(PROJECT, who.email, who.verified)}`;
    const write = await fetch(document, {
      method: "PATCH",
      headers,
      body: JSON.stringify({ fields: { text: { stringValue: "from the test" } } }),
    });
    const read = await fetch(document, { headers });
    const verdict = (status: number) => (status === 403 ? "denied" : status === 200 ? "allowed" : `HTTP ${status}`);
    return { write: verdict(write.status), read: verdict(read.status) };
  }

  const ADMIN = { email: "owner@studio.example", verified: true };
  const REMOVED = { email: "former@studio.example", verified: true };
  const ALLOWED = { write: "allowed", read: "allowed" };
  const DENIED = { write: "denied", read: "denied" };

  it("lets an administrator read and write, and a removed one no longer once the rules from main are deployed", async () => {
    await deployRulesFor([ADMIN.email, REMOVED.email]);
    expect(await access(REMOVED)).toEqual(ALLOWED);
    await deployRulesFor([ADMIN.email]);
    expect(await access(ADMIN)).toEqual(ALLOWED);
    expect(await access(REMOVED)).toEqual(DENIED);
  });

  it("compares the address lower-cased", async () => {
    await deployRulesFor(["Owner@Studio.example"]);
    expect(await access({ email: "OWNER@studio.example", verified: true })).toEqual(ALLOWED);
  });

  it.each([
    ["a visitor who signed in", { email: "visitor@example.com", verified: true }],
    ["an administrator's address not yet verified", { email: ADMIN.email, verified: false }],
    ["nobody signed in", null],
  ])("refuses %s", async (_, who) => {
    await deployRulesFor([ADMIN.email]);
    expect(await access(who)).toEqual(DENIED);
  });

  it("lets the administrators of content/site.json in, as the deployed file does", async () => {
    const [first] = adminEmailsOf(JSON.parse(fs.readFileSync(path.join(ROOT, "content/site.json"), "utf8")));
    await deployRulesFor([first!]);
    expect(await access({ email: first!, verified: true })).toEqual(ALLOWED);
  });
});
