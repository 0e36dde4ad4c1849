import React from "react";
import { staticQueryData } from "@/test-fixtures/static-queries";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  partiallyActive?: boolean;
  replace?: boolean;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName, activeStyle, partiallyActive, replace, ...rest }: LinkProps) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  // Every static query gets the fixtures' answer (each hook reads its own key); a test may answer otherwise.
  useStaticQuery: jest.fn(() => staticQueryData),
};
