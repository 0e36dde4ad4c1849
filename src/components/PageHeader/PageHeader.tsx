import React from "react";
import * as styles from "./PageHeader.module.scss";

interface Props {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: React.ReactNode;
}

/** The opening band of an inner page: what section it belongs to, its heading, one line about it. */
export function PageHeader({ title, eyebrow, lead, children }: Props) {
  return (
    <div className={styles.pageHeader}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
