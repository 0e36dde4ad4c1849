import fs from "node:fs";
import path from "node:path";

const readContent = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", `${name}.json`), "utf8")) as T;

export const classes = readContent<{ slug: string; title: string; menuLabel: string; group: string }[]>("classes");
export const coaches = readContent<{ slug: string; name: string }[]>("coaches");
export const site = readContent<{ brand: string; phone: string }>("site");

/** Every route of the spec's route list that this build has, with the heading its page shows. */
export const ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: "/", heading: /Motion Lab/ },
  ...classes.map((entry) => ({ path: `/classes/${entry.slug}`, heading: entry.title })),
  ...coaches.map((coach) => ({ path: `/coaches/${coach.slug}`, heading: coach.name })),
  { path: "/schedule", heading: "מערכת השעות" },
  { path: "/shop", heading: "החנות" },
  { path: "/user-area", heading: "איזור אישי" },
  { path: "/accessibility", heading: "הצהרת נגישות" },
  { path: "/admin", heading: "ניהול האתר" },
];
