export { PageShell, PageShellHead } from "./PageShell";
