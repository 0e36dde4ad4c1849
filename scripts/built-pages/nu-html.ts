import { execFileSync } from "node:child_process";
import vnuJar from "vnu-jar";

/** One message of the Nu Html Checker (its JSON output), for a file it checked. */
export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  /** file:/… of the page. */
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
}

/** A message the project accepts, and why: markup or CSS that the project does not write, or that is valid. */
export interface KnownMessage {
  message: RegExp;
  /** Narrows the entry to messages about this markup (the checker's extract of the page). */
  extract?: RegExp;
  reason: string;
}

/**
 * Java's quick compiler alone and its simplest collector: for a run of seconds, the optimising compiler's work never
 * pays back (half the CPU time, 7 s instead of 15 s for the site's 29 pages); the stack the checker asks for with
 * the quick compiler's larger frames.
 */
const JAVA_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
const CHECKER_OPTIONS = ["--errors-only", "--format", "json", "--stdout"];

/**
 * The Nu Html Checker's errors on these pages, from one Java process for all of them (the checker's start-up is
 * most of its time). Java from the machine (Debian's default-jre-headless: .ci/run installs it where it is missing),
 * the checker's jar from the npm package vnu-jar, whose own install script, which would download a Java runtime, is
 * not run (package.json "allowScripts").
 */
export function nuHtmlErrors(files: readonly string[]): NuMessage[] {
  // It exits 1 when it finds an error; the JSON on stdout is the answer either way.
  const output = (() => {
    try {
      return execFileSync("java", [...JAVA_OPTIONS, "-jar", String(vnuJar), ...CHECKER_OPTIONS, ...files], {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout, status } = error as { stdout?: string; status?: number };
      if (status === 1 && stdout) return stdout;
      throw error;
    }
  })();
  return (JSON.parse(output) as { messages: NuMessage[] }).messages;
}

/** The messages that no entry of `known` accounts for. */
export const unexplainedMessages = (messages: readonly NuMessage[], known: readonly KnownMessage[]): NuMessage[] =>
  messages.filter(
    (message) =>
      !known.some(
        (entry) => entry.message.test(message.message) && (!entry.extract || entry.extract.test(message.extract ?? "")),
      ),
  );
