import { contentEditUrl, contentFormUrl } from "@/lib/site-status";
import type { UiTexts } from "@/lib/ui-texts";
import { TemplateText } from "./TemplateText";
import * as styles from "./SiteStatus.module.scss";

interface Props {
  texts: UiTexts["admin"];
  /** content/site.json's repositoryUrl: without it there is nowhere to link to. */
  repositoryUrl: string | null | undefined;
  /** The content files and folders, "content/site.json", "content/classes/"…, as the build lists them. */
  files: readonly string[];
}

/**
 * Two links for each content file: its form in the content editor (/admin/content/, every save a pull request) and
 * the file in GitHub's web editor; or how to get them when no repository is configured.
 */
export function EditLinks({ texts, repositoryUrl, files }: Props) {
  return (
    <section aria-labelledby="admin-files" data-admin-files="">
      <h2 id="admin-files">{texts.filesHeading}</h2>
      {repositoryUrl ? (
        <>
          <p>{texts.filesLead}</p>
          <ul className={styles.files}>
            {files.map((file) => {
              const name = file.replace(/^content\//, "");
              return (
                <li key={file}>
                  <a href={contentFormUrl(name)} target="_blank" rel="noopener noreferrer">
                    <TemplateText template={texts.editInForm} values={{ file: <bdi dir="ltr">{name}</bdi> }} />
                  </a>{" "}
                  <a href={contentEditUrl(repositoryUrl, name)!} target="_blank" rel="noopener noreferrer">
                    <TemplateText template={texts.editFile} values={{ file: <bdi dir="ltr">{name}</bdi> }} />
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{texts.noRepository}</p>
      )}
    </section>
  );
}
