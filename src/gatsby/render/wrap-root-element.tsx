import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { AuthProvider } from "@/features/account/AuthProvider";
import { HeaderAccountProvider } from "@/features/account/HeaderAccountProvider";
import { TrialModalProvider } from "@/features/booking/TrialModalProvider";
import { ChunkErrorNotice } from "@/components/ChunkErrorNotice";
import { InShownPageTexts, ShownTextsHolder } from "@/language/site-texts";

/**
 * The app-wide providers, around every page; each mounts its own modal once it is first opened, and the account
 * feature hands the header its session (components import no feature). gatsby-browser and gatsby-ssr both use this
 * one function, so the HTML built ahead of time and the hydrated page have the same tree. What they mount outside the
 * page reads the texts of the page on screen, in its language (src/language/site-texts.tsx).
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] & GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ShownTextsHolder>
    <AuthProvider>
      <HeaderAccountProvider>
        <TrialModalProvider>
          {element}
          <InShownPageTexts>
            <ChunkErrorNotice />
          </InShownPageTexts>
        </TrialModalProvider>
      </HeaderAccountProvider>
    </AuthProvider>
  </ShownTextsHolder>
);
