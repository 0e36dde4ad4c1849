import { render, screen, within } from "@testing-library/react";
import { AuthProvider } from "@/features/account/AuthProvider";
import { classMenuLinks, uiTexts } from "@/test-fixtures";
import NotFoundPage from "./404";

jest.mock("@/firebase/auth", () => jest.requireActual("@/test-fixtures/fake-auth").fakeAuth);

describe("the 404 page", () => {
  it("speaks with the words of content/ui.json and lists every class", () => {
    render(
      <AuthProvider>
        <NotFoundPage />
      </AuthProvider>,
    );
    const { notFound } = uiTexts;
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(notFound.title);
    expect(screen.getByText(notFound.lead)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: notFound.home })).toHaveAttribute("href", "/");
    const list = screen.getByRole("heading", { name: notFound.classesHeading }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(classMenuLinks.map((link) => link.menuLabel)));
  });

  it("tells an English reader too, in English, the way to the English home page, when the English site is built", () => {
    const notFound = { title: "Page not found", home: "Back to the home page" };
    // The page's context gives the English home page when the English site is built (create-pages.ts).
    const page = (englishUi: object | null, otherLanguagePath: string | null) => (
      <AuthProvider>
        <NotFoundPage {...({ data: { englishUi }, pageContext: { otherLanguagePath } } as object)} />
      </AuthProvider>
    );
    const { rerender } = render(page({ all: { notFound } }, "/en"));
    const english = screen.getByRole("region", { name: notFound.title });
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("dir", "ltr");
    expect(within(english).getByRole("link", { name: notFound.home })).toHaveAttribute("href", "/en");
    // No English site built: no English home page to lead to, whatever English words the content holds.
    rerender(page({ all: { notFound } }, null));
    expect(screen.queryByRole("region", { name: notFound.title })).toBeNull();
    rerender(page(null, null));
    expect(screen.queryByRole("region", { name: notFound.title })).toBeNull();
  });
});
