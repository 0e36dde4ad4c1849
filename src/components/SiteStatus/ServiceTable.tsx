import type { ServiceState, ServiceStatus } from "@/lib/site-status";
import * as styles from "./SiteStatus.module.scss";

const STATE_LABELS: Record<ServiceState, string> = {
  configured: "מוגדר",
  sample: "ערך לדוגמה",
  missing: "לא הוגדר",
};

/** Which services this build is configured with, and which still hold sample values. */
export function ServiceTable({ statuses }: { statuses: readonly ServiceStatus[] }) {
  return (
    <section aria-labelledby="admin-services">
      <h2 id="admin-services">שירותים והגדרות</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">שירות</th>
              <th scope="col">ערך</th>
              <th scope="col">מצב</th>
            </tr>
          </thead>
          <tbody>
            {statuses.map((status) => (
              <tr key={status.name} data-state={status.state}>
                <th scope="row">{status.name}</th>
                <td>
                  <bdi>{status.value}</bdi>
                </td>
                <td>
                  <span className={styles.badge} data-state={status.state}>
                    {STATE_LABELS[status.state]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
