import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { LoginModal } from "./components/LoginModal";
import { AuthProvider } from "./providers/AuthProvider";
import { TrialModalProvider } from "./providers/TrialModal";

/**
 * The app-wide providers, around every page. gatsby-browser and gatsby-ssr both use this one function, so the
 * HTML built ahead of time and the page hydrated in the browser have the same tree.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AuthProvider>
    <TrialModalProvider>{element}</TrialModalProvider>
    <LoginModal />
  </AuthProvider>
);
