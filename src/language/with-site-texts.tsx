import React from "react";

/** What a page gives its language's texts: the same page's path in the other language, if it has one. */
export interface PageLanguageProps {
  otherLanguagePath: string | null;
  children: React.ReactNode;
}

type Provider = (props: PageLanguageProps) => React.ReactNode;

/** The page context that create-pages.ts gives every page (its Head gets it too). */
type PageContextProps = { pageContext?: { otherLanguagePath?: string | null } };

/** Wraps a page component, or its Head, in one language's site texts (src/language/site-texts.tsx). */
export const withSiteTexts =
  (TextsProvider: Provider) =>
  <Props extends object>(Component: React.ComponentType<Props>) => {
    const InLanguage = (props: Props) => (
      <TextsProvider otherLanguagePath={(props as PageContextProps).pageContext?.otherLanguagePath ?? null}>
        <Component {...props} />
      </TextsProvider>
    );
    InLanguage.displayName = `InLanguage(${Component.displayName ?? Component.name})`;
    return InLanguage;
  };
