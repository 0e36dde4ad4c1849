import type { ContentOf } from "@/content/content-files";
import { noticeShownOn } from "@/lib/dated-content";
import { NOTICE_ATTRIBUTES } from "./notice-visibility";

export type Notice = ContentOf<"notices">[number];

interface Props {
  /** The notices in force on the build's date (past ones are dropped before they get here). */
  notices: readonly Notice[];
  /** The page this copy is for: a notice for other pages is in it, hidden, for the browser's later pages. */
  path: string;
  label: string;
}

/**
 * The notices at the top of a page (content/notices/), as plain HTML before the app (gatsby-ssr's pre-body
 * components): no hydration, no script needed to see it, nothing that moves once the page runs. Styled by
 * src/styles/_notices.scss. Nothing at all when there is no notice.
 */
export function NoticeBanner({ notices, path, label }: Props) {
  if (notices.length === 0) return null;
  const shown = notices.filter((notice) => noticeShownOn(notice, path));
  return (
    <section
      className="notice-banner"
      aria-label={label}
      hidden={shown.length === 0}
      {...{ [NOTICE_ATTRIBUTES.banner]: "" }}
    >
      {notices.map((notice) => (
        <p
          key={`${notice.until} ${notice.text}`}
          className="notice-banner__notice"
          hidden={!shown.includes(notice)}
          {...{
            [NOTICE_ATTRIBUTES.until]: notice.until,
            ...(notice.pages ? { [NOTICE_ATTRIBUTES.pages]: notice.pages.join(" ") } : {}),
          }}
        >
          {notice.text}
          {notice.link && (
            <>
              {" "}
              <a href={notice.link.href}>{notice.link.label}</a>
            </>
          )}
        </p>
      ))}
    </section>
  );
}
