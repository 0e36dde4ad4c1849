/** @jest-environment node */
import { emailDigest as browserDigest } from "@/lib/admin";
import { emailDigest } from "./email-digest";

describe("emailDigest (build)", () => {
  it("is what the browser computes of the signed-in user's address, whatever its case and spaces", async () => {
    const built = emailDigest("Admin@MotionLab.example ");
    expect(built).toMatch(/^[0-9a-f]{64}$/);
    expect(await browserDigest("admin@motionlab.example")).toBe(built);
    expect(await browserDigest("ADMIN@MOTIONLAB.EXAMPLE")).toBe(built);
    expect(emailDigest("other@motionlab.example")).not.toBe(built);
  });
});
