import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "@/features/account/AuthProvider";
import { HeaderAccountProvider } from "@/features/account/HeaderAccountProvider";
import { TrialModalProvider } from "@/features/booking/TrialModalProvider";
import { ChunkErrorNotice } from "@/components/ChunkErrorNotice";

/**
 * The app-wide providers, around every page; each mounts its own modal once it is first opened, and the account
 * feature hands the header its session (components import no feature). gatsby-browser and gatsby-ssr both use this
 * one function, so the HTML built ahead of time and the hydrated page have the same tree.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <AuthProvider>
    <HeaderAccountProvider>
      <TrialModalProvider>
        {element}
        <ChunkErrorNotice />
      </TrialModalProvider>
    </HeaderAccountProvider>
  </AuthProvider>
);
