import { hasNulBytes, removeNulBytes } from "./nul-bytes";

describe("removeNulBytes", () => {
  it("restores a Hebrew word that the renderer split with a NUL byte", () => {
    const built = "<p>סטודיו לתנוע\0ה ולאקרובטיקה</p>";
    expect(hasNulBytes(built)).toBe(true);
    expect(removeNulBytes(built)).toBe("<p>סטודיו לתנועה ולאקרובטיקה</p>");
    expect(hasNulBytes(removeNulBytes(built))).toBe(false);
  });

  it("removes every NUL byte, and leaves a clean page as it is", () => {
    expect(removeNulBytes("\0א\0\0ב\0")).toBe("אב");
    const clean = '<html lang="he"><body>שלום – עולם 💪</body></html>';
    expect(removeNulBytes(clean)).toBe(clean);
    expect(hasNulBytes(clean)).toBe(false);
  });
});
