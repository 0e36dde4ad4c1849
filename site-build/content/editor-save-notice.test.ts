import {
  SAVE_NOTICE_TEXTS,
  STRIP_ID,
  installChangesStrip,
  installSaveNotice,
  opensAForm,
  sendsAChange,
  showSaveNotice,
} from "./editor-save-notice";

const GRAPHQL = "https://api.github.com/graphql";
const COMMIT = JSON.stringify({
  query: "mutation ($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }",
});

describe("the editor's note after a change is sent", () => {
  afterEach(() => document.body.replaceChildren());
  const note = () => document.querySelector('[role="status"]')!;

  it("follows the commit that sends a change, and no other request", () => {
    expect(sendsAChange(GRAPHQL, "POST", COMMIT)).toBe(true);
    expect(sendsAChange(GRAPHQL, "post", COMMIT)).toBe(true);
    expect(sendsAChange(GRAPHQL, "POST", JSON.stringify({ query: "query { viewer { login } }" }))).toBe(false);
    expect(sendsAChange("https://api.github.com/repos/o/r/pulls", "POST", COMMIT)).toBe(false);
    expect(sendsAChange(GRAPHQL, "GET", COMMIT)).toBe(false);
  });

  it("puts one strip above the editor, in Hebrew, whose link leads to the page of changes by its own title", () => {
    installChangesStrip(document, "/admin/content/changes/");
    installChangesStrip(document, "/admin/content/changes/");
    const strips = document.querySelectorAll(`#${STRIP_ID}`);
    expect(strips).toHaveLength(1);
    expect(document.body.firstElementChild).toBe(strips[0]);
    expect(strips[0]).toHaveAttribute("dir", "rtl");
    const link = strips[0]!.querySelector("a")!;
    expect(link).toHaveTextContent(SAVE_NOTICE_TEXTS.changes);
    expect(link).toHaveAttribute("href", "/admin/content/changes/");
    expect(link).toHaveAttribute("target", "_blank");
    // The editor's layers start below the strip, by its height as measured.
    expect(document.head.querySelector("style")!.textContent).toMatch(
      /\.sui\.app-shell, \.wrapper\.content-editor \{\s*inset-block-start: var\(--studio-strip-height/,
    );
    expect(document.documentElement.style.getPropertyValue("--studio-strip-height")).toMatch(/px$/);
  });

  it("says in the strip that the change was sent, leads to the page of changes, and closes", () => {
    showSaveNotice(document, "/admin/content/changes/");
    showSaveNotice(document, "/admin/content/changes/");
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(note().closest(`#${STRIP_ID}`)).not.toBeNull();
    expect(note()).toHaveTextContent(SAVE_NOTICE_TEXTS.sent);
    expect(note().querySelectorAll("a")).toHaveLength(1);
    expect(note().querySelector("a")).toHaveAttribute("href", "/admin/content/changes/");
    expect(note().querySelector("a")).toHaveAttribute("target", "_blank");
    note().querySelector("button")!.click();
    expect(note()).toBeEmptyDOMElement();
    expect(document.getElementById(STRIP_ID)).toHaveTextContent(SAVE_NOTICE_TEXTS.changes);
  });

  it("knows the editor's forms by their address", () => {
    expect(opensAForm("#/collections/classes/entries/tissu")).toBe(true);
    expect(opensAForm("#/collections/_singletons/entries/booking")).toBe(true);
    expect(opensAForm("#/collections/notices/new")).toBe(true);
    expect(opensAForm("#/collections/notices/new?title=x")).toBe(true);
    expect(opensAForm("#/collections/classes")).toBe(false);
    expect(opensAForm("#/collections")).toBe(false);
    expect(opensAForm("#/collections/news")).toBe(false);
    expect(opensAForm("#/workflow")).toBe(false);
  });

  it("stays on the list the editor goes back to, and goes when the next form opens", () => {
    window.location.hash = "#/collections/classes/entries/tissu";
    showSaveNotice(document, "/admin/content/changes/");
    const hashTo = (hash: string) => {
      window.location.hash = hash;
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    };
    hashTo("#/collections/classes");
    expect(note()).toHaveTextContent(SAVE_NOTICE_TEXTS.sent);
    hashTo("#/collections/coaches/entries/maya");
    expect(note()).toBeEmptyDOMElement();
  });

  it("shows once GitHub has taken the commit, not when it refused it", async () => {
    const answers = [
      { data: { createCommitOnBranch: { commit: { oid: "abc" } } } },
      { errors: [{ message: "Expected branch to point to …" }] },
    ];
    const fake = { fetch: jest.fn(), location: { href: "https://edit.example/" }, document } as unknown as Window;
    // jsdom has no Response: what the note reads of one.
    const response = (body: unknown) => ({ ok: true, json: async () => body, clone: () => response(body) });
    (fake.fetch as jest.Mock).mockImplementation(async () => response(answers.shift()));
    installSaveNotice(fake, "/changes/");
    expect(note()).toBeEmptyDOMElement();
    await fake.fetch(GRAPHQL, { method: "POST", body: COMMIT });
    expect(note()).toHaveTextContent(SAVE_NOTICE_TEXTS.sent);
    note().querySelector("button")!.click();
    const refused = await fake.fetch(GRAPHQL, { method: "POST", body: COMMIT });
    expect(note()).toBeEmptyDOMElement();
    // The editor still reads the answer itself.
    expect(await refused.json()).toEqual({ errors: [{ message: "Expected branch to point to …" }] });
  });
});
