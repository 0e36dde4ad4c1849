/** @jest-environment node */
import { DEMO_EDITOR_URL, DEMO_PREVIEW_SITE, editorSite } from "./editor-site";

describe("editorSite", () => {
  it("takes the editor's origin and its sign-in relay from the build's variables, without a final slash", () => {
    expect(
      editorSite(
        {
          EDITOR_URL: "https://edit.motionlab.example/",
          EDITOR_SIGN_IN_URL: " https://europe-west1-studio.cloudfunctions.net/editorSignIn ",
          PREVIEW_HOSTING_SITE: "studio-preview",
        },
        false,
      ),
    ).toEqual({
      url: "https://edit.motionlab.example",
      signInUrl: "https://europe-west1-studio.cloudfunctions.net/editorSignIn",
      previewSite: "studio-preview",
    });
  });

  it("links no preview from a release build that does not name the preview project's site", () => {
    expect(editorSite({ EDITOR_URL: "https://edit.motionlab.example" }, false).previewSite).toBeNull();
  });

  it("signs in with a token while no relay is set", () => {
    expect(editorSite({ EDITOR_URL: "https://edit.motionlab.example" }, false).signInUrl).toBeNull();
  });

  it("stops a release build without the editor's address; a demo build leads to the tests' editor site", () => {
    expect(() => editorSite({}, false)).toThrow(/EDITOR_URL is not set/);
    expect(editorSite({}, true)).toEqual({ url: DEMO_EDITOR_URL, signInUrl: null, previewSite: DEMO_PREVIEW_SITE });
  });

  it.each([
    [{ EDITOR_URL: "edit.motionlab.example" }, /not an address/],
    [{ EDITOR_URL: "http://edit.motionlab.example" }, /https/],
    [{ EDITOR_URL: "https://edit.motionlab.example/admin" }, /origin alone/],
    [{ EDITOR_URL: "https://edit.motionlab.example", EDITOR_SIGN_IN_URL: "http://relay.example" }, /https/],
    [{ EDITOR_URL: "https://edit.motionlab.example", EDITOR_SIGN_IN_URL: "https://relay.example/?a=1" }, /query/],
    [{ EDITOR_URL: "https://edit.motionlab.example", PREVIEW_HOSTING_SITE: "evil.example/x" }, /Hosting site ID/],
  ])("refuses %j", (env, message) => {
    expect(() => editorSite(env, false)).toThrow(message);
  });
});
