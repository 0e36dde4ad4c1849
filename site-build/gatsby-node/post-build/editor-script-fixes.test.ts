import { withDisabledLanguageMended } from "./editor-script-fixes";

describe("the editor's script, mended as the build copies it", () => {
  const switcher = "s=k(()=>Object.values(R(l)[t]).some(({valid:e})=>!e));";

  it("reads a language without validities (its content off) as having no invalid field", () => {
    const mended = withDisabledLanguageMended(`a;${switcher}b`);
    expect(mended).toBe("a;s=k(()=>Object.values(R(l)[t]??{}).some(({valid:e})=>!e));b");
    const run = (source: string) =>
      new Function("R", "l", "t", `let s;const k=(f)=>f();${source}return s;`)((x: unknown) => x, { he: {} }, "en");
    expect(() => run(switcher)).toThrow(/Cannot convert undefined or null to object/);
    expect(run(withDisabledLanguageMended(switcher))).toBe(false);
  });

  it("refuses a script where it is not found once: a new version is looked at again", () => {
    expect(() => withDisabledLanguageMended("no switcher")).toThrow(/0 times, not once/);
    expect(() => withDisabledLanguageMended(`${switcher}${switcher}`)).toThrow(/2 times, not once/);
  });
});
