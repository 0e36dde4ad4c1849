import { render } from "@testing-library/react";
import { fixtureNavigationShown, shownNavigation, site } from "@/test-fixtures";
import { StudioAddress } from "./StudioAddress";

it("StudioAddress shows the address, with navigation to it in Waze and in Google Maps", () => {
  const { container } = render(<StudioAddress address={site.address} variant="links" />);
  expect(shownNavigation(container)).toEqual(fixtureNavigationShown);
});
