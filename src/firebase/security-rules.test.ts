/**
 * The server-side rules keep their own copy of the admin list (rules cannot read content/site.json): this test
 * fails when the two differ, and checks that both rule files deny by default.
 */
import fs from "node:fs";
import path from "node:path";

const read = (file: string) => fs.readFileSync(path.join(__dirname, "..", "..", file), "utf8");
const site = JSON.parse(read("content/site.json")) as { adminEmails: string[] };
const adminListIn = (rules: string): string[][] =>
  [...rules.matchAll(/email\.lower\(\) in \[([^\]]*)\]/g)].map((match) =>
    match[1]!.split(",").map((entry) => entry.trim().replace(/^'|'$/g, "")),
  );

describe.each(["firestore.rules", "storage.rules"])("%s", (file) => {
  const rules = read(file);

  it("lets admins write only with a verified e-mail on content/site.json's list", () => {
    const lists = adminListIn(rules);
    expect(lists.length).toBeGreaterThan(0);
    const wanted = site.adminEmails.map((email) => email.trim().toLowerCase()).sort();
    for (const list of lists) expect([...list].sort()).toEqual(wanted);
    expect(rules).toMatch(/email_verified == true/);
    expect(rules).toMatch(/allow read, write: if isAdmin\(\);/);
  });

  it("allows nothing to everyone except reading public media", () => {
    const publicRules = [...rules.matchAll(/allow ([a-z, ]+): if true;/g)].map((match) => match[1]);
    expect(publicRules.every((operations) => operations === "read")).toBe(true);
    if (file === "firestore.rules") expect(publicRules).toEqual([]);
    expect(rules).not.toMatch(/allow (write|create|update|delete)[^;]*if true/);
  });
});
