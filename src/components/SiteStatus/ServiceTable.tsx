import type { ServiceState, ServiceStatus } from "@/lib/site-status";
import type { UiTexts } from "@/lib/ui-texts";
import * as styles from "./SiteStatus.module.scss";

interface Props {
  statuses: readonly ServiceStatus[];
  texts: UiTexts["admin"];
}

const stateLabel = (state: ServiceState, texts: UiTexts["admin"]) =>
  ({ configured: texts.serviceConfigured, sample: texts.serviceSample, missing: texts.serviceMissing })[state];

/** Which services this build is configured with, and which still hold sample values (development builds only). */
export function ServiceTable({ statuses, texts }: Props) {
  return (
    <section aria-labelledby="admin-services">
      <h2 id="admin-services">{texts.servicesHeading}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{texts.service}</th>
              <th scope="col">{texts.serviceValue}</th>
              <th scope="col">{texts.serviceState}</th>
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
                    {stateLabel(status.state, texts)}
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
