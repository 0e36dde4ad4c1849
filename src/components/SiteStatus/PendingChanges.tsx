import { PENDING_CHANGES_URL } from "@/lib/site-status";
import type { UiTexts } from "@/lib/ui-texts";

/** Where the changes saved in the content editor are on their way to the site: a page beside the editor. */
export function PendingChanges({ texts }: { texts: UiTexts["admin"] }) {
  return (
    <section aria-labelledby="admin-changes" data-admin-changes="">
      <h2 id="admin-changes">{texts.changesHeading}</h2>
      <p>{texts.changesLead}</p>
      <p>
        <a href={PENDING_CHANGES_URL}>{texts.changesLink}</a>
      </p>
    </section>
  );
}
