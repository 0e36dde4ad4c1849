/** @jest-environment node */
import { createHash } from "node:crypto";
import { emailDigest, isAdminEmail } from "./admin";

/** The SHA-256 of a text in hex, as node:crypto computes it. */
const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The admin list as the built site holds it (site-build/gatsby-node/email-digest.ts: its test checks the build side). */
const ADMINS = [sha256Hex("admin@motionlab.example")];

describe("emailDigest", () => {
  it("is the hex SHA-256 of the lower-cased, trimmed address, the as the build computes it", async () => {
    const expected = sha256Hex("admin@motionlab.example");
    expect(await emailDigest(" ADMIN@motionlab.example")).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps Hebrew and other non-ASCII addresses apart (UTF-8)", async () => {
    expect(await emailDigest("דנה@motionlab.example")).toBe(sha256Hex("דנה@motionlab.example"));
    expect(await emailDigest("דנה@motionlab.example")).not.toBe(await emailDigest("דנא@motionlab.example"));
  });
});

describe("isAdminEmail", () => {
  it("accepts the listed address in any letter case, with spaces around it", async () => {
    expect(await isAdminEmail("admin@motionlab.example", ADMINS)).toBe(true);
    expect(await isAdminEmail("ADMIN@MOTIONLAB.EXAMPLE", ADMINS)).toBe(true);
    expect(await isAdminEmail("  admin@motionlab.example ", ADMINS)).toBe(true);
  });

  it("refuses any other address, and no user at all", async () => {
    for (const other of ["member@motionlab.example", "admin@motionlab.example.evil", "xadmin@motionlab.example"]) {
      expect(await isAdminEmail(other, ADMINS)).toBe(false);
    }
    expect(await isAdminEmail(null, ADMINS)).toBe(false);
    expect(await isAdminEmail(undefined, ADMINS)).toBe(false);
    expect(await isAdminEmail("", ADMINS)).toBe(false);
    expect(await isAdminEmail("  ", [sha256Hex("")])).toBe(false);
    expect(await isAdminEmail("admin@motionlab.example", [])).toBe(false);
  });
});
