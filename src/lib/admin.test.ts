import { isAdminEmail } from "./admin";

const ADMINS = ["admin@motionlab.example"];

describe("isAdminEmail", () => {
  it("accepts the listed address in any letter case", () => {
    expect(isAdminEmail("admin@motionlab.example", ADMINS)).toBe(true);
    expect(isAdminEmail("Admin@MotionLab.Example", ADMINS)).toBe(true);
    expect(isAdminEmail("admin@motionlab.example", ["ADMIN@motionlab.example"])).toBe(true);
  });

  it("ignores spaces around the address", () => {
    expect(isAdminEmail("  admin@motionlab.example ", ADMINS)).toBe(true);
    expect(isAdminEmail("admin@motionlab.example", [" admin@motionlab.example "])).toBe(true);
  });

  it("refuses any other address, and no user at all", () => {
    expect(isAdminEmail("member@motionlab.example", ADMINS)).toBe(false);
    expect(isAdminEmail("admin@motionlab.example.evil", ADMINS)).toBe(false);
    expect(isAdminEmail("xadmin@motionlab.example", ADMINS)).toBe(false);
    expect(isAdminEmail(null, ADMINS)).toBe(false);
    expect(isAdminEmail(undefined, ADMINS)).toBe(false);
    expect(isAdminEmail("", ADMINS)).toBe(false);
    expect(isAdminEmail("  ", [" "])).toBe(false);
    expect(isAdminEmail("admin@motionlab.example", [])).toBe(false);
  });
});
