import { isEmail } from "./email";

describe("isEmail", () => {
  it.each(["dana@example.com", " dana.cohen+try@mail.co.il "])("accepts %p", (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it.each(["dana", "dana@", "@example.com", "dana@example", "dana cohen@example.com", "dana@@example.com"])(
    "refuses %p",
    (value) => expect(isEmail(value)).toBe(false),
  );
});
