/** @jest-environment node */
import { createHash } from "node:crypto";
import { emailDigest as buildDigest } from "@/gatsby/node/email-digest";
import { emailDigest, isAdminEmail } from "./admin";

/** The admin list as the built site holds it: digests of the addresses as an editor wrote them. */
const ADMINS = [buildDigest("Admin@MotionLab.example ")];

describe("emailDigest", () => {
  it("is the hex SHA-256 of the lower-cased, trimmed address, the same in the browser as in the build", async () => {
    const expected = createHash("sha256").update("admin@motionlab.example").digest("hex");
    expect(await emailDigest(" ADMIN@motionlab.example")).toBe(expected);
    expect(buildDigest("admin@MOTIONLAB.example")).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps Hebrew and other non-ASCII addresses apart (UTF-8)", async () => {
    expect(await emailDigest("דנה@motionlab.example")).toBe(buildDigest("דנה@motionlab.example"));
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
    expect(await isAdminEmail("  ", [buildDigest(" ")])).toBe(false);
    expect(await isAdminEmail("admin@motionlab.example", [])).toBe(false);
  });
});
