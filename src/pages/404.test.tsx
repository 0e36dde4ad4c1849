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
});
