import { Link } from "gatsby";
import * as styles from "./SiteStatus.module.scss";

interface InventoryRow {
  key: string;
  name: string;
  path: string;
  /** The menu group, for classes. */
  group?: string;
}

interface Props {
  id: string;
  heading: string;
  rows: readonly InventoryRow[];
  /** Where the content file of these rows is edited, when a repository is configured. */
  editUrl: string | null;
}

/** One kind of content (classes, coaches): each entry with its page and a link to edit its file. */
export function InventoryTable({ id, heading, rows, editUrl }: Props) {
  const withGroups = rows.some((row) => row.group);
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        {heading} ({rows.length})
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">שם</th>
              {withGroups && <th scope="col">קבוצה</th>}
              <th scope="col">כתובת</th>
              {editUrl && <th scope="col">התוכן</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {withGroups && <td>{row.group}</td>}
                <td>
                  <Link to={row.path} dir="ltr">
                    {row.path}
                  </Link>
                </td>
                {editUrl && (
                  <td>
                    <a
                      href={editUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`עריכת ${row.name} במאגר (נפתח בחלון חדש)`}
                    >
                      עריכה
                    </a>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
