import { expect } from "../fixtures";
import { hostingHeaders } from "../csp-policy";
import type { RouteCheck } from "../route-visit";

/** The headers firebase.json gives every page: caching, the Content-Security-Policy and the other security headers. */
const PAGE_HEADERS = Object.entries(hostingHeaders());

export const securityChecks: RouteCheck[] = [
  {
    name: "comes with the hosting headers of firebase.json (caching, Content-Security-Policy, security)",
    async run({ response }) {
      const headers = response.headers();
      for (const [name, value] of PAGE_HEADERS) expect(headers[name.toLowerCase()], name).toBe(value);
    },
  },
  {
    // The header and the page's meta policy together; the page has hydrated and loaded everything on the way down.
    name: "runs with no Content-Security-Policy violation",
    phase: "whole-page",
    async run({ cspViolations }) {
      expect(await cspViolations()).toEqual([]);
    },
  },
];
