import React from "react";

type Provider = (props: { children: React.ReactNode }) => React.ReactNode;

/** Wraps a page component, or its Head, in one language's site texts (src/language/site-texts.tsx). */
export const withSiteTexts =
  (TextsProvider: Provider) =>
  <Props extends object>(Component: React.ComponentType<Props>) => {
    const InLanguage = (props: Props) => (
      <TextsProvider>
        <Component {...props} />
      </TextsProvider>
    );
    InLanguage.displayName = `InLanguage(${Component.displayName ?? Component.name})`;
    return InLanguage;
  };
