/**
 * Every per-route check, in the order a visit runs them within each phase (e2e/route-visit.ts). A new check goes in
 * the file of its topic, or a new file here, and into this list: it then runs on every route, at both viewports,
 * with or without JavaScript as it says, without adding a test.
 */
import type { RouteCheck } from "../route-visit";
import { pageChecks } from "./page";
import { securityChecks } from "./security";
import { searchChecks } from "./search";
import { fontChecks } from "./fonts";
import { layoutChecks } from "./layout";
import { networkChecks } from "./network";
import { footerChecks } from "./footer";
import { noJavaScriptChecks } from "./no-javascript";
import { classPageChecks } from "./class-page";
import { accessibilityChecks } from "./accessibility";
import { languageChecks } from "./language";
import { noticeChecks } from "./notices";

export const ROUTE_CHECKS: readonly RouteCheck[] = [
  ...pageChecks,
  ...noticeChecks,
  ...securityChecks,
  ...searchChecks,
  ...fontChecks,
  ...layoutChecks,
  ...networkChecks,
  ...footerChecks,
  ...noJavaScriptChecks,
  ...classPageChecks,
  ...accessibilityChecks,
  ...languageChecks,
];
