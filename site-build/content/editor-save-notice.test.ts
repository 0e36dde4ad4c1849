import { SAVE_NOTICE_TEXTS, installSaveNotice, opensAForm, sendsAChange, showSaveNotice } from "./editor-save-notice";

const GRAPHQL = "https://api.github.com/graphql";
const COMMIT = JSON.stringify({
  query: "mutation ($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }",
});

describe("the editor's note after a change is sent", () => {
  afterEach(() => document.body.replaceChildren());

  it("follows the commit that sends a change, and no other request", () => {
    expect(sendsAChange(GRAPHQL, "POST", COMMIT)).toBe(true);
    expect(sendsAChange(GRAPHQL, "post", COMMIT)).toBe(true);
    expect(sendsAChange(GRAPHQL, "POST", JSON.stringify({ query: "query { viewer { login } }" }))).toBe(false);
    expect(sendsAChange("https://api.github.com/repos/o/r/pulls", "POST", COMMIT)).toBe(false);
    expect(sendsAChange(GRAPHQL, "GET", COMMIT)).toBe(false);
  });

  it("says in Hebrew that the change was sent, leads to the page of changes, and closes", () => {
    showSaveNotice(document, "/admin/content/changes/");
    showSaveNotice(document, "/admin/content/changes/");
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    const notice = notices[0] as HTMLElement;
    expect(notice).toHaveAttribute("dir", "rtl");
    expect(notice).toHaveTextContent(SAVE_NOTICE_TEXTS.sent);
    expect(notice.querySelector("a")).toHaveAttribute("href", "/admin/content/changes/");
    expect(notice.querySelector("a")).toHaveAttribute("target", "_blank");
    notice.querySelector("button")!.click();
    expect(document.querySelector('[role="status"]')).toBeNull();
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
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    hashTo("#/collections/coaches/entries/maya");
    expect(document.querySelector('[role="status"]')).toBeNull();
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
    await fake.fetch(GRAPHQL, { method: "POST", body: COMMIT });
    expect(document.querySelector('[role="status"]')).not.toBeNull();
    document.body.replaceChildren();
    const refused = await fake.fetch(GRAPHQL, { method: "POST", body: COMMIT });
    expect(document.querySelector('[role="status"]')).toBeNull();
    // The editor still reads the answer itself.
    expect(await refused.json()).toEqual({ errors: [{ message: "Expected branch to point to …" }] });
  });
});
