import { uiTexts } from "@/test-fixtures";
import { firstRefused, signInFieldProblems } from "./sign-in-checks";

const texts = uiTexts.loginErrors;

describe("signInFieldProblems", () => {
  it("refuses an empty address and an empty password, each with the provider's sentence for it", () => {
    expect(signInFieldProblems({ email: "", password: "" }, texts)).toEqual({
      email: texts.missingEmail,
      password: texts.missingPassword,
    });
    expect(signInFieldProblems({ email: "   ", password: "secret" }, texts)).toEqual({ email: texts.missingEmail });
  });

  it.each(["no-at-sign", "dana@", "@example.com", "dana@example", "dana cohen@example.com"])(
    "refuses the malformed address %p",
    (email) => expect(signInFieldProblems({ email, password: "secret" }, texts)).toEqual({ email: texts.invalidEmail }),
  );

  it("passes a well-formed address and any password that is not empty, spaces included", () => {
    expect(signInFieldProblems({ email: "Member@Fixture.example", password: "secret" }, texts)).toEqual({});
    expect(signInFieldProblems({ email: " member@fixture.example ", password: " " }, texts)).toEqual({});
  });

  it("checks only the address in a form without a password (the reset)", () => {
    expect(signInFieldProblems({ email: "member@fixture.example" }, texts)).toEqual({});
    expect(signInFieldProblems({ email: "" }, texts)).toEqual({ email: texts.missingEmail });
  });
});

describe("firstRefused", () => {
  it("names the first refused field in the form's order, or none", () => {
    expect(firstRefused({ password: "x", email: "y" })).toBe("email");
    expect(firstRefused({ password: "x" })).toBe("password");
    expect(firstRefused({})).toBeNull();
  });
});
