import { removeNulBytes } from "./nul-bytes";

describe("removeNulBytes", () => {
  it("restores a Hebrew word that the renderer split with a NUL byte", () => {
    expect(removeNulBytes("<p>סטודיו לתנוע\0ה ולאקרובטיקה</p>")).toBe("<p>סטודיו לתנועה ולאקרובטיקה</p>");
  });

  it("removes every NUL byte, and leaves a clean page as it is", () => {
    expect(removeNulBytes("\0א\0\0ב\0")).toBe("אב");
    const clean = '<html lang="he"><body>שלום – עולם 💪</body></html>';
    expect(removeNulBytes(clean)).toBe(clean);
  });
});
