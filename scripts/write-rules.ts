/**
 * Writes the security rules that are deployed, firestore.rules and storage.rules at the top of the repository (where
 * firebase.json names them; not kept in git), from their templates in rules/ and the administrators of
 * content/site.json: each template's ADMIN_EMAILS becomes the list of their addresses, lower-cased. One list, in one
 * place, so that an address removed there loses its access at the next deploy of the rules from main (docs/ci.md).
 *
 * Usage: node scripts/write-rules.ts   (from the repository's folder; needs nothing installed, as the workflow's
 * `rules` job runs it). An address that is not a plain e-mail address stops it, naming the file, entry and field.
 */
import fs from "node:fs";
import path from "node:path";

export const RULE_FILES = ["firestore.rules", "storage.rules"] as const;
const PLACEHOLDER = "ADMIN_EMAILS";
const TEMPLATE_NOTE = /^\/\/ The template of [^\n]*\n(?:\/\/[^\n]*\n)*/m;
/** Letters, digits and the few signs an address uses: nothing that could end the rules' string or list. */
const PLAIN_EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+$/;

/** The administrators' addresses as the rules compare them, or the reason the list cannot be used. */
export function adminEmailsOf(site: unknown): string[] {
  const list = (site as { adminEmails?: unknown } | null)?.adminEmails;
  if (!Array.isArray(list) || list.length === 0)
    throw new Error("content/site.json: adminEmails must list at least one address");
  return list.map((entry: unknown, index) => {
    const email = typeof entry === "string" ? entry.trim().toLowerCase() : "";
    if (!PLAIN_EMAIL.test(email))
      throw new Error(`content/site.json: adminEmails[${index}] (${JSON.stringify(entry)}) is not an e-mail address`);
    return email;
  });
}

/** One rules file: the template with its list of addresses, and a first line saying where it comes from. */
export function rulesFrom(template: string, file: string, emails: readonly string[]): string {
  const note =
    `// Written by scripts/write-rules.ts from rules/${file} and the administrators of content/site.json: ` +
    "edit those, not this.\n";
  const rules = template.replace(TEMPLATE_NOTE, note);
  if (rules.split(PLACEHOLDER).length !== 2) throw new Error(`rules/${file}: ${PLACEHOLDER} must appear once`);
  return rules.replace(PLACEHOLDER, `[${emails.map((email) => `'${email}'`).join(", ")}]`);
}

/** Writes both files under `root` from its templates and content; returns the addresses written. */
export function writeRules(root: string): string[] {
  const site = JSON.parse(fs.readFileSync(path.join(root, "content/site.json"), "utf8")) as unknown;
  const emails = adminEmailsOf(site);
  for (const file of RULE_FILES) {
    const template = fs.readFileSync(path.join(root, "rules", file), "utf8");
    fs.writeFileSync(path.join(root, file), rulesFrom(template, file, emails));
  }
  return emails;
}

// Run as a script (not when a test imports it).
if (process.argv[1]?.endsWith("scripts/write-rules.ts")) {
  try {
    const emails = writeRules(process.cwd());
    console.log(`${RULE_FILES.join(" and ")} written for ${emails.length} administrator(s).`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
